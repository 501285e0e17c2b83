/**
 * Admin tables on a phone (issue 30, items 9 and 20): the page never scrolls sideways (WCAG
 * 1.4.10); a wide table scrolls in its own box, which the keyboard can reach and scroll (2.1.1),
 * empty or not.
 */
import { expect, test } from "./support/fixtures.ts";

test.describe("admin tables on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    "/admin/users",
    "/admin/contacts?q=no-such-contact-anywhere",
    "/admin/listings",
    "/admin/reviews",
  ]) {
    test(`${path}: the page fits the screen, its table scrolls in a box the keyboard reaches`, async ({
      keptPage: page,
      signIn,
    }) => {
      await signIn({ role: "site_admin" });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = page.locator("main [role=region]:has(> table)").first();
      await expect(box).toHaveAttribute("tabindex", "0");
      await box.focus();
      await expect(box).toBeFocused();
      // A wide table scrolls in its box from the keyboard.
      const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (wide) {
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
    });
  }
});
