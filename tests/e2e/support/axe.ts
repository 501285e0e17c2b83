import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

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
  return new AxeInjectedOnce({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** Handed to the builder as its axe source: axe is already in the page (see analyze below). */
const ALREADY_INJECTED = "void 0";

/**
 * The builder evaluates all of axe's 560 KB in the page twice on every check (once to test for
 * `runPartial`, once more to inject it), and again for the other theme's colour rules. Injected
 * once per document instead, a full check and a colour check on one page took 2.0–2.5 s against
 * 2.8–3.4 s (ADR 0004). Every frame gets it, as the builder would do.
 */
class AxeInjectedOnce extends AxeBuilder {
  private readonly target: Page;

  constructor({ page }: { page: Page }) {
    super({ page, axeSource: ALREADY_INJECTED });
    this.target = page;
  }

  override async analyze() {
    for (const frame of this.target.frames()) {
      const inject = async () => {
        const present = await frame.evaluate(
          () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
        );
        if (!present) await frame.evaluate(axe.source);
      };
      // As in the builder: a child frame that cannot take it (detached, cross-origin) is skipped.
      if (frame === this.target.mainFrame()) await inject();
      else await inject().catch(() => {});
    }
    return super.analyze();
  }
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
