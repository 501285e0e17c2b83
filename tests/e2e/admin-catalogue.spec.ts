import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("admin catalogue", () => {
  // What a test adds is removed afterwards: the sensory products spec counts the catalogue. Only
  // this worker's own products: tests of this file run in parallel, and deleting every "Calm Tent"
  // removed the other worker's product between its creation and its save (a 404 on the save).
  let createdProductNames: string[] = [];
  test.afterEach(async ({ e2eDatabase }) => {
    if (createdProductNames.length === 0) return;
    await e2eDatabase.sql`delete from autism_products where name = any(${createdProductNames})`;
    createdProductNames = [];
  });

  test("a site admin adds and edits a product; the change shows on the sensory products page", async ({
    page,
    signIn,
    context,
    baseURL,
  }) => {
    test.slow();
    await signIn({ role: "site_admin" });
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sensory products");
    // The list itself is checked in both themes by admin-console.spec.ts.

    await page.getByRole("link", { name: "Add a product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    const name = `Calm Tent ${unique()}`;
    createdProductNames.push(name, `${name} Deluxe`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Shop link").fill("javascript:alert(1)");
    await page.getByLabel("Price (US dollars)").fill("12.345");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Enter a full https address")).toBeVisible();
    await expect(page.getByText("Enter a price in dollars with at most two decimals")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expectNoAxeViolations(page);

    await page.getByLabel("Shop link").fill("https://shop.example.com/tent");
    await page.getByLabel("Price (US dollars)").fill("49.5");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Created." })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+/);
    const editPath = new URL(page.url()).pathname;
    await expectNoAxeViolations(page);

    const renamed = `${name} Deluxe`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();

    // An image, checked by its bytes and re-encoded like a listing photo.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#5a8f6a" } })
      .png()
      .toBuffer();
    await page.getByLabel("Image file").setInputFiles({ name: "tent.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload image" }).click();
    // sharp encodes every WebP and AVIF variant before the answer: on a busy two-core machine that
    // alone has taken over 20 s.
    await expect(page.getByRole("status").filter({ hasText: "The image is uploaded and in use." })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel("Image address on this site")).toHaveValue(/^\/api\/images\/\d+$/);

    await page.goto("/autism-sensory-products");
    const card = page.locator("[data-product]").filter({ has: page.getByRole("heading", { name: renamed }) });
    await expect(card).toBeVisible();
    await expect(card.locator("[data-price]")).toHaveText("$49.50");
    await expect(card.locator('img[src^="/api/images/"]')).toHaveCount(1);

    // No Spanish text yet: the Spanish page shows the English name, marked as English (WCAG 3.1.2).
    const setLang = (lang: string) =>
      context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "http://localhost:3457" }]);
    await setLang("es");
    await page.goto("/autism-sensory-products");
    const english = page.locator("[data-product] h3", { hasText: renamed });
    await expect(english).toHaveAttribute("lang", "en");

    // With a Spanish name and description, the Spanish page shows them, in Spanish.
    await setLang("en");
    await page.goto(editPath);
    const nameEs = `Tienda tranquila ${unique()}`;
    await page.getByLabel("Name in Spanish").fill(nameEs);
    await page.getByLabel("Description in Spanish").fill("Un rincón tranquilo para descansar.");
    await expect(page.getByLabel("Name in Spanish")).toHaveAttribute("lang", "es");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();
    await setLang("es");
    await page.goto("/autism-sensory-products");
    const spanish = page.locator("[data-product]").filter({ has: page.getByRole("heading", { name: nameEs }) });
    await expect(spanish).toContainText("Un rincón tranquilo para descansar.");
    await expect(spanish.locator("h3")).not.toHaveAttribute("lang", /./);
    await expect(page.locator("[data-product] h3", { hasText: renamed })).toHaveCount(0);
  });

  test("a site admin drafts, previews, publishes and edits a blog article", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    // The article is removed afterwards: the blog's own specs count the published articles.
    const slug = `draft-${unique()}`;
    try {
      await writeAndPublish(page, signIn, slug);
    } finally {
      await e2eDatabase.sql`delete from blog_posts where slug = ${slug}`;
    }
  });

  async function writeAndPublish(page: Page, signIn: (o: { role: "site_admin" }) => Promise<unknown>, slug: string) {
    await signIn({ role: "site_admin" });
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    // The list itself is checked in both themes by admin-console.spec.ts.

    await page.getByRole("link", { name: "Write an article" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("A draft about respite care");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Translation key").fill(slug);
    await page.getByLabel("Summary").fill("Where families find a break.");
    await page
      .getByLabel("Text (Markdown)")
      .fill("## Respite first\n\nA paragraph with <script>alert(1)</script> in it.");
    await page.getByLabel("Author").fill("ABA Atlas Editorial Team");
    await page.getByLabel("Tags").fill("respite");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.locator("[data-preview]");
    await expect(preview.getByRole("heading", { name: "Respite first" })).toBeVisible();
    await expect(preview).toContainText("<script>alert(1)</script>");
    await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Created." })).toBeVisible();
    const editUrl = page.url();
    const draft = await page.request.get(`/blog/${slug}`);
    expect(draft.status()).toBe(404);

    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A draft about respite care");

    await page.goto(editUrl);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Respite care, explained");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Respite care, explained");
  }

  test("a site admin adds an insurer; a taken name gets a clear message", async ({ keptPage: page, signIn }) => {
    await signIn({ role: "site_admin" });
    await page.goto("/admin/insurance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insurance providers");
    // The list itself is checked in both themes by admin-console.spec.ts.
    await page.getByRole("link", { name: "Add an insurer" }).click();
    await expect(page).toHaveURL(/\/admin\/insurance\/new$/);
    const key = `care-${unique()}`;
    // By role: until the form renders, the list's "Sort by Name shown to visitors" link
    // matches the label too.
    await page.getByRole("textbox", { name: "Name shown to visitors" }).fill("Care Mutual");
    await page.getByRole("textbox", { name: "Key name" }).fill(key);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Created." })).toBeVisible();

    await page.goto("/admin/insurance/new");
    await page.getByLabel("Name shown to visitors").fill("Care Mutual again");
    await page.getByLabel("Key name").fill(key.toUpperCase());
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("An insurer with this key name already exists.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const role of ["listing_admin", "listing_contributor"] as const) {
    test(`a ${role} is refused every catalogue section`, async ({ keptPage: page, signIn, baseURL }) => {
      await signIn({ role });
      for (const path of ["/admin/insurance", "/admin/products", "/admin/products/new", "/admin/blog"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(403);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Blog|Sensory products|Insurance/);
      }
      const post = await page.request.post("/admin/products/new", {
        form: { intent: "save", name: "Nope", affiliateLink: "https://shop.example.com/x" },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(post.status()).toBe(403);
    });
  }
});
