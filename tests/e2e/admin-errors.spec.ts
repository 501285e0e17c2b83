/**
 * The admin console's error pages (issue 30, item 8): a missing object says it is missing (not
 * "something went wrong", not "you cannot open"), a refusal says so, each in the page's title and
 * inside the main landmark the skip link leads to.
 */
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test.describe("admin error pages", () => {
  test("a listing admin opening the users section is refused, in a page with a main landmark and a title", async ({
    keptPage: page,
    signIn,
  }) => {
    await signIn({ role: "listing_admin" });
    const response = await page.goto("/admin/users");
    expect(response?.status()).toBe(403);
    const main = page.locator("main#main");
    await expect(main.getByRole("heading", { level: 1, name: "You cannot open this page" })).toBeVisible();
    await expect(page).toHaveTitle("You cannot open this page | Admin | ABA Atlas");
    await page.keyboard.press("Tab");
    await page.getByRole("link", { name: "Skip to main content" }).press("Enter");
    await expect(main).toBeFocused();
    await expectNoAxeViolations(page);
  });

  for (const path of ["/admin/listings/999999", "/admin/users/999999"]) {
    test(`${path}, which does not exist, says so`, async ({ keptPage: page, signIn }) => {
      await signIn({ role: "site_admin" });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.locator("main#main").getByRole("heading", { level: 1, name: "We could not find this page" }),
      ).toBeVisible();
      await expect(page).toHaveTitle("We could not find this page | Admin | ABA Atlas");
      await expect(page.getByRole("link", { name: "Go to the admin home" })).toHaveAttribute("href", "/admin");
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    });
  }
});
