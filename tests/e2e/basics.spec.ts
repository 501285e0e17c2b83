import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test("home renders the hero search and the nationwide heading", async ({ keptPage: page }) => {
  await page.goto("/");
  await expect(page.getByRole("searchbox", { name: "Search providers" })).toHaveAttribute(
    "placeholder",
    "Enter zipcode, city, or center name",
  );
  await expect(page.getByRole("searchbox", { name: "Search providers" })).toHaveAttribute("maxlength", "50");
  await expect(page.getByRole("heading", { name: "Nationwide ABA Therapy Centers" })).toBeVisible();
  await expect(page.getByText("The providers shown are fictional demo data")).toBeVisible();
  // The lazily loaded newsletter section; the footer leaves its own signup out here (one per page).
  await expect(page.getByRole("main").getByRole("heading", { name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your email for the newsletter", exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("unknown paths get the 404 page with status 404", async ({ keptPage: page }) => {
  const response = await page.goto("/no/such/page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the first HTML follows the browser language", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "es-MX",
    extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" },
  });
  const page = await context.newPage();
  const response = await page.goto("/");
  const html = await response!.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain("Centros de terapia ABA en todo el país");
  await context.close();
});
