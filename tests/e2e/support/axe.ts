import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Colours are checked once they have settled: a transition still running (a button that appeared
 * under the pointer, fading to its hover colour) is neither of its states, and axe would measure
 * whatever mix it caught. Endless animations (spinners) are not waited for.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** WCAG 2.2 AA: axe must report nothing. */
export async function expectNoAxeViolations(page: Page) {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}
