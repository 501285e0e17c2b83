import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

test.describe("admin dashboard", () => {
  test("site_admin sees what needs action and the charts, readable as tables, in both themes", async ({
    keptPage: page,
    signIn,
  }) => {
    await signIn({ role: "site_admin" });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(page.getByText("Listings to approve")).toBeVisible();
    await expect(page.getByRole("img", { name: /New listings per week/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /Searches per day/ })).toBeVisible();
    // The numbers behind a chart, without JavaScript's help: a <details> table.
    await page.getByText("Show the numbers").first().click();
    await expect(page.getByRole("table", { name: "New listings per week, last 12 weeks" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Revenue per tier per month, last 12 months" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test("a contributor is refused", async ({ keptPage: page, signIn }) => {
    await signIn();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "You cannot open this page" })).toBeVisible();
  });

  test("a listing_admin is taken to the listing work; signed out goes to sign in", async ({
    keptPage: page,
    signIn,
    browser,
  }) => {
    await signIn({ role: "listing_admin" });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/listings/);
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link", { name: "Users" })).toHaveCount(0);
    const dashboard = await page.request.get("/admin/users");
    expect(dashboard.status()).toBe(403);

    const other = await browser.newContext();
    const signedOut = await other.newPage();
    await signedOut.goto(new URL("/admin", page.url()).href);
    await expect(signedOut).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await other.close();
  });
});
