import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The axe rules whose outcome depends on colours: the only ones a theme can change. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Colours are checked once they have settled: a transition still running (a button that appeared
 * under the pointer, fading to its hover colour) is neither of its states, and axe would measure
 * whatever mix it caught. Endless animations (spinners) are not waited for. Polled, not awaited
 * through `animation.finished`: after a theme switch starts a hundred colour transitions at once,
 * Chromium can leave some of those promises pending although their play state is "finished".
 */
async function settleTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== "running"),
  );
}

/**
 * axe run inside the page itself. The builder's default opens a second, blank page to merge
 * per-frame results (a need only for cross-origin frames, which this site has none of): that
 * doubled the time of every check, 4.8–6.3 s against 2.6–3.2 s for a full run on /, /search and
 * /texas, with the same results (ADR 0004).
 *
 * Only violations come back with every node: the tests read nothing else, and copying every
 * passing node of a 1,500-element page out of the browser cost more than the rules themselves
 * (2.5–2.8 s against 1.6–1.9 s a check). axe trims the other result types after judging, so the
 * violations are the same.
 */
export function axeFor(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** WCAG 2.2 AA: axe must report nothing. */
export async function expectNoAxeViolations(page: Page) {
  await settleTransitions(page);
  const results = await axeFor(page).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

function violationSummary(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"], theme: string) {
  return violations.map((v) => `${theme}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Switches the theme the way the site's own early script does: the `dark` class and color-scheme on <html>. */
async function showTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, theme === "dark");
  await settleTransitions(page);
}

/**
 * WCAG 2.2 AA in both themes on one loaded page: every rule in the theme the page was served in,
 * then the colour rules in the other. A theme changes only colours (the markup and the text are
 * the same), so the other rules would only repeat themselves; one page load instead of two.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  await settleTransitions(page);
  const served = (await page.locator("html").evaluate((html) => html.classList.contains("dark"))) ? "dark" : "light";
  const other = served === "dark" ? "light" : "dark";
  const all = await axeFor(page).withTags(TAGS).analyze();
  await showTheme(page, other);
  try {
    await expect(page.locator("html")).toHaveCSS("color-scheme", other);
    const colours = await axeFor(page).withRules(COLOUR_RULES).analyze();
    expect([...violationSummary(all.violations, served), ...violationSummary(colours.violations, other)]).toEqual([]);
  } finally {
    await showTheme(page, served);
  }
}
