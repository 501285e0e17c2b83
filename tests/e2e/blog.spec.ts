import { type BrowserContext } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { readBlogPosts } from "../../server/seed/blog.server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** The articles loaded at start (app/features/blog/posts). */
const POSTS = readBlogPosts();
const newestFirst = (locale: "en" | "es") =>
  POSTS.filter((p) => p.locale === locale).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const EN = newestFirst("en");
const ES = newestFirst("es");
const WHAT_IS_ABA_EN = POSTS.find((p) => p.translationKey === "what-is-aba" && p.locale === "en")!;
const WHAT_IS_ABA_ES = POSTS.find((p) => p.translationKey === "what-is-aba" && p.locale === "es")!;

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  const url = baseURL ?? "http://localhost:3457";
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
}

test.describe("blog", () => {
  test("lists English articles newest first, six a page, with real pagination links", async ({ keptPage: page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Articles");
    const titles = page.locator("[data-blog-post] h2");
    await expect(titles).toHaveText(EN.slice(0, 6).map((p) => p.title));
    // Each entry shows a date, a reading time and its tags.
    const first = page.locator("[data-blog-post]").first();
    await expect(first.locator("time")).toHaveAttribute("datetime", EN[0]!.publishedAt.slice(0, 10));
    await expect(first).toContainText(`${EN[0]!.readingMinutes} min read`);
    await expect(first.getByRole("list", { name: "Topics" }).getByRole("link")).toHaveCount(EN[0]!.tags.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: /pagination|pages/i })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(titles).toHaveText(EN.slice(6, 12).map((p) => p.title));
  });

  test("filters by tag through tag links", async ({ keptPage: page }) => {
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Filter articles by topic" })
      .getByRole("link", { name: /^Medicaid/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=medicaid$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles about Medicaid");
    const expected = EN.filter((p) => p.tags.includes("medicaid")).map((p) => p.title);
    await expect(page.locator("[data-blog-post] h2")).toHaveText(expected);
    await expect(
      page.getByRole("navigation", { name: "Filter articles by topic" }).getByRole("link", { name: /^Medicaid/ }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    const empty = await page.goto("/blog?tag=no-such-topic");
    expect(empty?.status()).toBe(200);
    await expect(page.getByText("No articles on this topic yet.")).toBeVisible();
  });

  test("shows an article with meta, Article JSON-LD, hreflang, sources, related posts and a search link", async ({
    page,
  }) => {
    const response = await page.goto(`/blog/${WHAT_IS_ABA_EN.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WHAT_IS_ABA_EN.title);
    await expect(page).toHaveTitle(`${WHAT_IS_ABA_EN.title} | ABA Atlas`);
    await expect(page.getByText(`By ${WHAT_IS_ABA_EN.author}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources", level: 2 })).toBeVisible();
    await expect(page.locator("[data-article-body] a[href^='https://www.tricare.mil']").first()).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: WHAT_IS_ABA_EN.title,
      datePublished: WHAT_IS_ABA_EN.publishedAt,
      dateModified: WHAT_IS_ABA_EN.updatedAt,
      inLanguage: "en",
      author: { name: WHAT_IS_ABA_EN.author },
      publisher: { "@type": "Organization", name: "ABA Atlas" },
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", WHAT_IS_ABA_EN.title);
    // No cover: the site's default image, as a large card (issue 30, item 10).
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${WHAT_IS_ABA_EN.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${WHAT_IS_ABA_ES.slug}$`),
    );

    const related = page.getByRole("region", { name: "Related articles" }).locator("[data-blog-post]");
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(page.getByRole("link", { name: "Search providers" })).toHaveAttribute("href", "/search");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Read this article in Spanish" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${WHAT_IS_ABA_ES.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WHAT_IS_ABA_ES.title);
  });

  test("answers 404 for an unknown slug", async ({ keptPage: page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });

  test("lists Spanish articles for a Spanish visitor (dark theme) and links an English article to its Spanish version", async ({
    page,
    context,
    baseURL,
  }) => {
    await setCookies(context, baseURL, { lang: "es", theme: "dark" });
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noticias y artículos");
    await expect(page.locator("[data-blog-post] h2")).toHaveText(ES.slice(0, 6).map((p) => p.title));
    await expect(page.locator("[data-blog-post]").first()).toContainText(`${ES[0]!.readingMinutes} min de lectura`);
    await expectNoAxeViolations(page);

    // An English slug stays English (stable URL) and points to the Spanish version.
    await page.goto(`/blog/${WHAT_IS_ABA_EN.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WHAT_IS_ABA_EN.title);
    await expect(page.locator("article")).toHaveAttribute("lang", "en");
    await expect(page.locator("[data-translation-notice]")).toContainText("Este artículo está en inglés.");
    await expect(page.getByRole("link", { name: "Leer este artículo en español" })).toHaveAttribute(
      "href",
      `/blog/${WHAT_IS_ABA_ES.slug}`,
    );
    await expectNoAxeViolations(page);
  });
});
