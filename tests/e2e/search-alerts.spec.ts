/**
 * Search alerts (issue 29) without JavaScript: the search page offers "Email me about this
 * search" for a place search, and its plain form POST saves the search and says to check the
 * inbox (the confirmation, the digest and /alerts are tested in tests/integration/search-alerts*).
 */
import { expect, test } from "./support/fixtures.ts";

test.describe("saving a search", () => {
  test.use({ javaScriptEnabled: false });

  test("works as a plain form on the script-free search page", async ({ keptPage: page }) => {
    await page.goto("/search?query=78701&start=8");
    const form = page.getByRole("region", { name: "Get an email when providers open" });
    await expect(form).toBeVisible();
    await form.getByLabel("Your email address").fill(`alerts-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Email me about this search" }).click();
    await expect(page.locator("#alert-save-message")).toContainText("Check your inbox");
    await expect(page.getByRole("link", { name: "Back to the search" })).toHaveAttribute(
      "href",
      "/search?query=78701&start=8",
    );
  });

  test("is not offered for a name search (no place to watch)", async ({ keptPage: page }) => {
    await page.goto(`/search?query=${encodeURIComponent("zzzz no such clinic")}`);
    await expect(page.getByRole("region", { name: "Get an email when providers open" })).toHaveCount(0);
  });
});
