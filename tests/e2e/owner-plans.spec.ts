/**
 * From /pricing into the right checkout (issue 11): a plan button leads to Add Listing with the
 * plan kept, and after the form the plan choice shows that plan preselected. No link in the
 * header, footer or pricing page answers an error. In demo payment mode, "Manage billing"
 * cancels at the end of the paid period.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

async function fillListing(page: Page, name: string) {
  await page.getByLabel("Practice name").fill(name);
  await page.getByLabel("City").fill("Austin");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("TX");
  await page.getByLabel("Zip code").fill("78701");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("office@plans.example");
}

test("a plan chosen on /pricing is preselected after adding the listing, without JavaScript", async ({
  browser,
  baseURL,
  keptPage: page,
  signIn,
}) => {
  await signIn();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/pricing");
  await plain.getByRole("link", { name: "Choose Premium Local" }).click();
  await expect(plain).toHaveURL(/\/add-listing\?plan=premium-local$/);
  await fillListing(plain, `Plan Pick ABA ${Date.now().toString(36)}`);
  await plain.getByRole("button", { name: "Continue to plan choice" }).click();
  await expect(plain).toHaveURL(/\/upgrade-checkout\?listing=\d+&new=1&plan=premium-local$/);
  const chosen = plain.locator("li[data-chosen]");
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByRole("heading")).toContainText("Premium Local");
  await expect(chosen.getByText("Your choice")).toBeVisible();
  await chosen.getByRole("button", { name: "Choose Premium Local" }).click();
  await expect(plain).toHaveURL(/\/upgrade-checkout\/demo\?session=demo_cs_/);
  await expect(plain.getByText("Demo payment: no card is charged")).toBeVisible();
  await context.close();
});

test("no link in the header, footer or pricing page answers an error, signed in or out", async ({
  keptPage: page,
  signIn,
}) => {
  const hrefs = async () => {
    await page.goto("/pricing");
    const all = await page
      .locator("header a[href], footer a[href], main a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!));
    return [...new Set(all.filter((h) => h.startsWith("/")).map((h) => h.split("#")[0]!))];
  };
  const check = async (paths: string[]) => {
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBeLessThan(400);
    }
  };
  const signedOut = await hrefs();
  expect(signedOut).toEqual(expect.arrayContaining(["/add-listing", "/add-listing?plan=premium", "/jobs"]));
  await check(signedOut);
  await signIn();
  await check(await hrefs());
});

test("demo mode: Manage billing cancels at the end of the paid period, and the plan can be kept", async ({
  keptPage: page,
  signIn,
}) => {
  await signIn();
  const name = `Cancel Demo ABA ${Date.now().toString(36)}`;
  await page.goto("/add-listing?plan=premium");
  await fillListing(page, name);
  await page.getByRole("button", { name: "Continue to plan choice" }).click();
  await page.locator("li[data-chosen]").getByRole("button", { name: "Choose Premium" }).click();
  await page.getByRole("button", { name: /Confirm demo payment of \$299/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible();

  await page.goto("/my-listings");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(/\/my-listings\/\d+\/demo-billing$/);
  await expect(page.getByText("Demo billing: no card is charged")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel at the end of the paid period" }).click();
  await expect(page.getByText(/^Cancelled\. Premium stays until /)).toBeVisible();
  await expect(page.getByTestId("demo-billing-state")).toContainText("then the listing returns to Basic");
  await expectNoAxeViolations(page);

  await page.goto("/my-listings");
  await expect(card.getByText("Cancels at period end")).toBeVisible();
  await expect(card.getByText("Ends")).toBeVisible();
  await card.getByRole("button", { name: "Manage billing" }).click();
  await page.getByRole("button", { name: "Keep my plan" }).click();
  await expect(page.getByText("Your plan renews as before.")).toBeVisible();
  await page.goto("/my-listings");
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
});
