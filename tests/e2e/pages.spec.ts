import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { DEMO_PRODUCTS } from "../../server/seed/demo-catalog.ts";
import { JOB_PACKS, TIER_PRICES } from "../../domain/tiers.ts";
import { ageRangeMatches } from "../../domain/product-age-range.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** The content pages and their h1 in each language. */
const PAGES = [
  { path: "/about", en: "About ABA Atlas", es: "Acerca de ABA Atlas" },
  { path: "/pricing", en: "Plans and pricing", es: "Planes y precios" },
  { path: "/resources", en: "ABA therapy: a guide for families", es: "Terapia ABA: guía para familias" },
  {
    path: "/autism-financial-aid",
    en: "Financial aid and grants for autism therapy",
    es: "Ayuda financiera y subvenciones para la terapia del autismo",
  },
  { path: "/autism-sensory-products", en: "Autism sensory products", es: "Productos sensoriales para el autismo" },
  { path: "/privacy-policy", en: "Privacy policy", es: "Política de privacidad" },
  { path: "/terms-conditions", en: "Terms of use", es: "Condiciones de uso" },
] as const;

/** The server's first start loads the demo catalogue: the page must show exactly its active products. */
const ACTIVE_PRODUCTS = DEMO_PRODUCTS.filter((p) => p.isActive).sort((a, b) => a.sortOrder - b.sortOrder);

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  const url = baseURL ?? "http://localhost:3457";
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
}

const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

async function productNames(page: Page) {
  return page.locator("[data-product] h3").allTextContents();
}

test.describe("content pages", () => {
  for (const p of PAGES) {
    test(`${p.path} renders in English with one h1, meta and no axe violations (light theme)`, async ({
      keptPage: page,
    }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["vary"]).toMatch(/Accept-Language/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.en);
      await expect(page.locator("main#main")).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${p.path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
      await expect(page).toHaveTitle(/ABA Atlas$/);
      await expectNoAxeViolations(page);
    });

    test(`${p.path} renders in Spanish from the lang cookie, with no axe violations (dark theme)`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setCookies(context, baseURL, { lang: "es", theme: "dark" });
      const response = await page.goto(p.path);
      const html = await response!.text();
      // Server-rendered in Spanish, and the English page text is not sent along.
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(p.es);
      expect(html).not.toContain(`>${p.en}<`);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.es);
      await expectNoAxeViolations(page);
    });
  }
});

test("pricing shows every plan price from domain/tiers.ts, the job packs and the owner buttons", async ({
  keptPage: page,
}) => {
  await page.goto("/pricing");
  const plans = page.locator("[data-plan]");
  await expect(plans).toHaveCount(Object.keys(TIER_PRICES).length);
  for (const [tier, price] of Object.entries(TIER_PRICES)) {
    const card = page.locator(`[data-plan="${tier}"]`);
    await expect(card.locator("[data-price]")).toHaveText(usd(price));
    await expect(card).toContainText("/month");
  }
  await expect(page.locator('[data-plan="basic"]')).toContainText("Get Started Free");
  await expect(page.locator('[data-plan="premium"]')).toContainText("Most Popular");
  await expect(page.locator("[data-plan] [data-price]")).toHaveText(["$0", "$299", "$499", "$699", "$999"]);

  await expect(page.locator("[data-job-pack]")).toHaveCount(JOB_PACKS.length);
  for (const pack of JOB_PACKS) {
    const card = page.locator(`[data-job-pack="${pack.id}"]`);
    await expect(card.locator("[data-price]")).toHaveText(usd(pack.price));
    await expect(card).toContainText(`${pack.postings} job posting`);
  }
  await expect(page.locator('[data-job-pack="pack_10"]')).toContainText("$49.90 per posting");

  await expect(page.getByRole("link", { name: "Add your listing", exact: true })).toHaveAttribute(
    "href",
    "/add-listing",
  );
  await expect(page.getByRole("link", { name: "Claim your listing", exact: true })).toHaveAttribute(
    "href",
    "/claim-listing",
  );
});

test("pricing in Spanish formats the prices for es-US", async ({ page, context, baseURL }) => {
  await setCookies(context, baseURL, { lang: "es" });
  await page.goto("/pricing");
  await expect(page.locator('[data-plan="premium"]')).toContainText("/mes");
  await expect(page.locator('[data-plan="premium"]')).toContainText("El más popular");
  await expect(page.locator('[data-job-pack="pack_25"]')).toContainText("$39.96 por anuncio");
});

test("resources has the printable checklist, sources and a review date", async ({ keptPage: page }) => {
  await page.goto("/resources");
  const checklist = page.locator("#choosing-a-provider");
  await expect(checklist.getByRole("heading", { level: 2 })).toHaveText("How to choose a provider: questions to ask");
  await expect(checklist.locator("[data-checklist] > li")).toHaveCount(15);
  await expect(checklist.getByRole("checkbox")).toHaveCount(15);
  await expect(checklist.getByRole("button", { name: "Print this checklist" })).toBeVisible();
  await expect(page.getByText("Last reviewed: November 24, 2026")).toBeVisible();
  await expect(page.getByRole("link", { name: "verify certification page" })).toHaveAttribute(
    "href",
    "https://www.bacb.com/verify-certification/",
  );
  expect(await page.getByRole("heading", { name: "Sources" }).count()).toBeGreaterThanOrEqual(6);

  // Printing leaves out the site header, footer and table of contents but keeps the checklist.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(checklist.locator("[data-checklist]")).toBeVisible();
  await expect(checklist.getByRole("button", { name: "Print this checklist" })).toBeHidden();
});

test.describe("resources without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checklist is readable and the script-only print button is absent", async ({ keptPage: page }) => {
    await page.goto("/resources");
    await expect(page.locator("#choosing-a-provider [data-checklist] > li")).toHaveCount(15);
    await expect(page.getByRole("button", { name: "Print this checklist" })).toHaveCount(0);
  });
});

test("financial aid gives every program and grant a link and a verify note", async ({ keptPage: page }) => {
  await page.goto("/autism-financial-aid");
  await expect(page.getByText("Last reviewed: November 24, 2026")).toBeVisible();
  const grants = page.locator("#grants article");
  const count = await grants.count();
  expect(count).toBeGreaterThanOrEqual(6);
  await expect(
    grants.filter({ hasText: "verify the current rules, deadlines and status with the organization" }),
  ).toHaveCount(count);
  const programs = page.locator("#public-programs article");
  await expect(programs).toHaveCount(5);
  await expect(programs.filter({ hasText: "verify the current details with the agency" })).toHaveCount(5);
  for (const name of ["Medicaid", "SSI", "ABLE accounts", "tax deduction"]) {
    await expect(page.locator("#public-programs")).toContainText(name);
  }
  await expect(page.getByRole("link", { name: "IRS Publication 502, Medical and Dental Expenses" })).toHaveAttribute(
    "href",
    "https://www.irs.gov/forms-pubs/about-publication-502",
  );
});

test("legal pages have a table of contents and an effective date", async ({ keptPage: page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Effective date: November 29, 2026")).toBeVisible();
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link", { name: "Cookies and local storage" })).toHaveAttribute("href", "#cookies");
  await expect(page.locator("#cookies")).toContainText("preferredLanguage");
  await expect(page.locator("#sharing")).toContainText("Stripe");
  await expect(page.locator("#retention")).toContainText("30 days");
  await page.goto("/terms-conditions");
  await expect(page.getByText("Effective date: November 22, 2026")).toBeVisible();
  await expect(page.locator("#reviews")).toBeVisible();
});

test.describe("sensory products", () => {
  test("lists the active catalogue in sort order, with the disclosure first and sponsored links", async ({
    keptPage: page,
  }) => {
    await page.goto("/autism-sensory-products");
    const disclosure = page.locator("[data-affiliate-disclosure]");
    await expect(disclosure).toContainText("affiliate links");
    // The disclosure comes before the first product.
    const [disclosureBox, firstProduct] = await Promise.all([
      disclosure.boundingBox(),
      page.locator("[data-product]").first().boundingBox(),
    ]);
    expect(disclosureBox!.y).toBeLessThan(firstProduct!.y);

    expect(await productNames(page)).toEqual(ACTIVE_PRODUCTS.map((p) => p.name));
    await expect(page.locator("[data-result-count]")).toHaveText(
      `Showing ${ACTIVE_PRODUCTS.length} of ${ACTIVE_PRODUCTS.length} products`,
    );

    const links = page.locator("[data-affiliate-link]");
    await expect(links).toHaveCount(ACTIVE_PRODUCTS.length);
    for (const link of await links.all()) {
      const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener"]));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(/^View at retailer: .+ \(opens in a new tab\)$/);
    }
    const first = ACTIVE_PRODUCTS[0]!;
    await expect(links.first()).toHaveAttribute("href", first.affiliateLink);
    await expect(page.locator("[data-product]").first()).toContainText(usd(Number(first.price)));

    // Products without a picture get the neutral placeholder, never a broken image.
    const withoutImage = ACTIVE_PRODUCTS.filter((p) => !p.imageUrl).length;
    await expect(page.locator("[data-product] img[data-placeholder]")).toHaveCount(withoutImage);
    for (const img of await page.locator("[data-product] img").all()) await expect(img).toHaveAttribute("alt", "");
  });

  test("the category filter narrows the results and shows that category's safety note", async ({ keptPage: page }) => {
    await page.goto("/autism-sensory-products");
    const expected = ACTIVE_PRODUCTS.filter((p) => p.category === "weighted-products").map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    // With JavaScript, changing the select submits by itself.
    await page.getByRole("combobox", { name: "Category" }).selectOption("weighted-products");
    await expect(page).toHaveURL(/category=weighted-products/);
    await expect(page.locator("[data-result-count]")).toHaveText(
      `Showing ${expected.length} of ${ACTIVE_PRODUCTS.length} products`,
    );
    expect(await productNames(page)).toEqual(expected);
    await expect(page.getByRole("heading", { name: "Safety notes for this category" })).toBeVisible();
    await expect(page.locator("#safety-weighted-products")).toContainText("sleeping baby");

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    const byPrice = ACTIVE_PRODUCTS.filter((p) => p.category === "weighted-products")
      .sort((a, b) => Number(b.price) - Number(a.price))
      .map((p) => p.name);
    await expect.poll(() => productNames(page)).toEqual(byPrice);
    await expectNoAxeViolations(page);
  });

  test("a filter that matches nothing shows the empty state", async ({ keptPage: page }) => {
    await page.goto("/autism-sensory-products?category=no-such-category");
    await expect(page.locator("[data-product]")).toHaveCount(0);
    await expect(page.locator("[data-empty-state]")).toContainText("No products match these filters");
    await expect(page.locator("[data-empty-state]").getByRole("link", { name: "Clear filters" })).toHaveAttribute(
      "href",
      "/autism-sensory-products",
    );
  });

  test("Spanish labels for categories and ages", async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { lang: "es" });
    await page.goto("/autism-sensory-products?category=weighted-products");
    await expect(page.getByRole("combobox", { name: "Categoría" })).toHaveValue("weighted-products");
    await expect(page.locator("[data-product]").first()).toContainText("Productos con peso");
    await expect(page.locator("[data-affiliate-link]").first()).toHaveAccessibleName(/se abre en una pestaña nueva/);
  });

  test("Spanish names and descriptions of the products (audit 30, item 4)", async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, { lang: "es" });
    await page.goto("/autism-sensory-products");
    expect(await productNames(page)).toEqual(ACTIVE_PRODUCTS.map((p) => p.nameEs));
    const first = ACTIVE_PRODUCTS[0]!;
    const card = page.locator("[data-product]").first();
    await expect(card).toContainText(first.descriptionEs);
    await expect(card).not.toContainText(first.description);
    // All in Spanish: nothing on a card is marked as another language.
    await expect(page.locator("[data-product] [lang]")).toHaveCount(0);
    await expect(page.locator("[data-affiliate-link]").first()).toHaveAccessibleName(
      `Ver en la tienda: ${first.nameEs} (se abre en una pestaña nueva)`,
    );
  });
});

test.describe("sensory products without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form", async ({ keptPage: page }) => {
    await page.goto("/autism-sensory-products");
    await page.getByRole("combobox", { name: "Category" }).selectOption("noise-reduction");
    await page.getByRole("combobox", { name: "Age" }).selectOption("13-plus");
    await page.getByRole("button", { name: "Show products" }).click();
    await expect(page).toHaveURL(/category=noise-reduction/);
    await expect(page).toHaveURL(/age=13-plus/);
    const expected = ACTIVE_PRODUCTS.filter(
      (p) => p.category === "noise-reduction" && ageRangeMatches(p.ageRange, "13-plus"),
    ).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(await productNames(page)).toEqual(expected);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("noise-reduction");
  });
});
