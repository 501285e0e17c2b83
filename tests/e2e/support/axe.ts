import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Frame, type Page } from "@playwright/test";
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

const minifiedAxe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/** Where the end-to-end server serves its build's fingerprinted assets from (server/main.ts). */
const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../build/client/assets");
/** Versioned, so the server's `immutable` caching of /assets/ stays true. */
const axeAsset = `e2e-axe-core-${axe.version}.min.js`;
let axeSource: string | undefined;

/**
 * Puts axe-core's minified file among the build's assets, once per worker (written aside and
 * renamed, as three workers may do it at once). The server serves it like any asset: same
 * origin, so the pages' CSP (`script-src 'self'`) lets it run, and cached for a year.
 */
function ensureAxeAsset() {
  const target = path.join(assetsDir, axeAsset);
  if (existsSync(target)) return;
  mkdirSync(assetsDir, { recursive: true });
  const aside = `${target}.${process.pid}.tmp`;
  copyFileSync(minifiedAxe, aside);
  renameSync(aside, target);
}

/** Loads axe in the frame as a script from the server; false if scripts cannot run there. */
async function loadAxeScript(frame: Frame): Promise<boolean> {
  return frame.evaluate(async (file) => {
    // With JavaScript off (the emulation a test's `javaScriptEnabled: false` sets) a script
    // element never runs, nor fires load or error; only a protocol evaluation reaches the page.
    if (!matchMedia("(scripting: enabled)").matches || location.origin === "null") return false;
    return new Promise<boolean>((resolve) => {
      const script = document.createElement("script");
      script.src = new URL(`/assets/${file}`, location.origin).href;
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false);
      document.head.append(script);
    });
  }, axeAsset);
}

/**
 * The builder evaluates all of axe's 1.3 MB source in the page twice on every check (once to test
 * for `runPartial`, once more to inject it), and again for the other theme's colour rules.
 * Instead axe is loaded once per document, as a script from the server: the browser keeps it in
 * its HTTP cache with its compiled code, where sending the source through the protocol cost
 * 0.6–0.7 CPU-seconds a document on `/texas` against 0.03 (ADR 0004). A frame where scripts
 * cannot run gets the minified source evaluated. Every frame gets it, as the builder would do.
 */
class AxeInjectedOnce extends AxeBuilder {
  private readonly target: Page;

  constructor({ page }: { page: Page }) {
    super({ page, axeSource: ALREADY_INJECTED });
    this.target = page;
  }

  override async analyze() {
    ensureAxeAsset();
    for (const frame of this.target.frames()) {
      const inject = async () => {
        const present = await frame.evaluate(
          () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
        );
        if (present || (await loadAxeScript(frame))) return;
        await frame.evaluate((axeSource ??= readFileSync(minifiedAxe, "utf8")));
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

/**
 * Switches the theme the way the site's own early script does: the `dark` class and color-scheme
 * on <html>. Without the colour transitions a switch would start on a hundred elements: the check
 * reads the theme's colours, not the fade, whose frames cost Chromium 0.2–0.35 CPU-seconds a switch
 * on a results page (ADR 0004). The page's own transitions are back once the switch is applied.
 */
async function showTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((dark) => {
    const noTransitions = document.createElement("style");
    noTransitions.textContent = "*, *::before, *::after { transition: none !important; }";
    document.head.append(noTransitions);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
    // Styles are computed now, while nothing transitions; removing the rule then starts nothing.
    void document.body.offsetHeight;
    noTransitions.remove();
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
