import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const desktop = { width: 1280, height: 900 };

async function htmlOfReload(page: Page) {
  const response = await page.reload();
  return response!.text();
}

test.describe("language", () => {
  test.use({ viewport: desktop });

  test("switching to Spanish applies at once and persists across reload", async ({ keptPage: page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Español" }).first().click();
    await expect(page.getByRole("heading", { name: "Centros de terapia ABA en todo el país" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("es");

    const html = await htmlOfReload(page);
    expect(html).toContain('<html lang="es"');
    await expect(page.getByRole("heading", { name: "Centros de terapia ABA en todo el país" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "English" }).first().click();
    await expect(page.getByRole("heading", { name: "Nationwide ABA Therapy Centers" })).toBeVisible();
    expect(await htmlOfReload(page)).toContain('<html lang="en"');
  });
});

test.describe("language without JavaScript", () => {
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test("the switcher is a plain form that comes back to the same page", async ({ keptPage: page }) => {
    await page.goto("/health");
    await page.getByRole("button", { name: "Español" }).first().click();
    await expect(page).toHaveURL(/\/health$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("theme", () => {
  test.use({ viewport: desktop });

  test("dark theme persists across reload and is in the first HTML (no flash)", async ({ keptPage: page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" }).first()).toBeVisible();
    // Wait until the preference reached the server (the cookie is set by the response).
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value).toBe("dark");

    const html = await htmlOfReload(page);
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript the toggle still switches and persists", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });
});
