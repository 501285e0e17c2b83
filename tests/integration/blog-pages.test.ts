/**
 * The blog pages' loaders, run as React Router runs them for a request (the browser side is
 * covered by tests/e2e/blog.spec.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as blogPostPage from "../../app/features/blog/routes/blog-post.tsx";
import * as blogPage from "../../app/features/blog/routes/blog.tsx";
import { loadBlogPosts, type BlogPostSource } from "../../server/seed/blog.server.ts";
import type { AppServices } from "../../server/context.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let services: AppServices;

const hostile: BlogPostSource = {
  slug: "hostile-markdown",
  locale: "en",
  translationKey: "hostile",
  title: "Hostile <script>alert(1)</script>",
  excerpt: "x",
  author: "Test",
  tags: ["zz-test"],
  coverImage: null,
  publishedAt: "2020-01-01T00:00:00.000Z",
  updatedAt: "2020-01-01T00:00:00.000Z",
  bodyMarkdown: [
    "<script>alert(1)</script>",
    "",
    '[click](javascript:alert(1)) and [ok](https://example.org/" onmouseover="alert(1))',
    "",
    '<img src=x onerror="alert(1)">',
  ].join("\n"),
  readingMinutes: 1,
};

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  await loadBlogPosts(t.sql);
  await loadBlogPosts(t.sql, [hostile]);
});

function request(path: string, lang?: "en" | "es") {
  return new Request(`http://localhost${path}`, { headers: lang ? { cookie: `lang=${lang}` } : {} });
}

const runPost = (slug: string, lang?: "en" | "es") =>
  blogPostPage.loader({ request: request(`/blog/${slug}`, lang), context: services, params: { slug } } as never);

describe("/blog/:slug loader", () => {
  it("renders Markdown with a script tag, javascript: link and attribute injection inert", async () => {
    const result = await runPost("hostile-markdown");
    expect(result.html).not.toMatch(/<script|<img|onmouseover="|href="javascript/i);
    expect(result.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(result.html).toContain("<p>click and");
    // The title only ever reaches React as text and JSON-LD through React Router's escaping.
    expect(result.jsonLd.headline).toBe(hostile.title);
  });

  it("throws a 404 for an unknown slug", async () => {
    const thrown = await runPost("no-such-article").catch((e: unknown) => e);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("keeps an English article English for a Spanish visitor and offers the translation", async () => {
    const result = await runPost("what-is-aba-therapy", "es");
    expect(result.locale).toBe("es");
    expect(result.post.locale).toBe("en");
    expect(result.translation).toMatchObject({ locale: "es", slug: "que-es-la-terapia-aba" });
    expect(result.alternates.map((a) => a.locale).sort()).toEqual(["en", "es"]);
    expect(result.jsonLd).toMatchObject({ "@type": "Article", inLanguage: "en", publisher: { name: "ABA Atlas" } });
    expect(result.related.length).toBeGreaterThan(0);
    expect(result.related.every((p) => p.locale === "en")).toBe(true);
  });
});

describe("/blog loader", () => {
  it("lists the visitor's language and ignores malformed parameters", async () => {
    const es = await blogPage.loader({ request: request("/blog", "es"), context: services, params: {} } as never);
    expect(es.posts.every((p) => p.locale === "es")).toBe(true);
    expect(es.meta.title).toBe("Noticias y artículos");
    const odd = await blogPage.loader({
      request: request("/blog?tag=%3Cscript%3E&page=-3"),
      context: services,
      params: {},
    } as never);
    expect(odd.tag).toBeNull();
    expect(odd.page).toBe(1);
    expect(odd.canonical).toBe(`${services.config.siteUrl}/blog`);
    const page2 = await blogPage.loader({ request: request("/blog?page=2"), context: services, params: {} } as never);
    expect(page2.page).toBe(2);
    expect(page2.canonical).toBe(`${services.config.siteUrl}/blog?page=2`);
    expect(page2.meta.title).toBe("News & Articles, page 2");
  });
});
