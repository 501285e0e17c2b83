import { beforeAll, describe, expect, it } from "vitest";
import { readDataGeneration } from "../../db/data-generation.server.ts";
import { loadBlogPosts, parseBlogFile, readBlogPosts, type BlogPostSource } from "../../server/seed/blog.server.ts";
import { listBlogPostUrls } from "../../server/blog/list-post-urls.server.ts";
import { getTranslation } from "../../server/blog/blog-post-translation.server.ts";
import { getBlogPost } from "../../server/blog/get-blog-post.server.ts";
import { listBlogPosts } from "../../server/blog/list-blog-posts.server.ts";
import { parsePage, parseTag } from "../../server/blog/posts.server.ts";
import { relatedBlogPosts } from "../../server/blog/related-blog-posts.server.ts";
import { renderMarkdown } from "../../app/lib/markdown.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
/** The services the blog functions take. */
let ctx: { database: TestDatabase };
const articles = readBlogPosts();

beforeAll(async () => {
  t = await createTestDatabase();
  ctx = { database: t };
});

function fake(i: number, overrides: Partial<BlogPostSource> = {}): BlogPostSource {
  const day = String(i + 1).padStart(2, "0");
  return {
    slug: `fake-${i}`,
    locale: "en",
    translationKey: `fake-${i}`,
    title: `Fake ${i}`,
    excerpt: "x",
    author: "Test",
    tags: ["fake"],
    coverImage: null,
    publishedAt: `2020-01-${day}T00:00:00.000Z`,
    updatedAt: `2020-01-${day}T00:00:00.000Z`,
    bodyMarkdown: "Body\n",
    readingMinutes: 1,
    ...overrides,
  };
}

describe("the article files", () => {
  it("hold at least 8 articles, each in English and Spanish, 500–900 words, with sources", () => {
    const keys = new Set(articles.map((a) => a.translationKey));
    expect(keys.size).toBeGreaterThanOrEqual(8);
    for (const key of keys) {
      const versions = articles
        .filter((a) => a.translationKey === key)
        .map((a) => a.locale)
        .sort();
      expect(versions, key).toEqual(["en", "es"]);
    }
    for (const a of articles) {
      const [body = "", sources = ""] = a.bodyMarkdown.split(/^## (?:Sources|Fuentes)$/m);
      const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(words, `${a.slug}.${a.locale} has ${words} words`).toBeGreaterThanOrEqual(500);
      expect(words, `${a.slug}.${a.locale} has ${words} words`).toBeLessThanOrEqual(900);
      expect(sources.match(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)/gm)?.length ?? 0, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.tags.length, a.slug).toBeGreaterThan(0);
      expect(a.bodyMarkdown).not.toMatch(/lorem ipsum/i);
      // Every internal link points at an existing article or a site page.
      for (const m of a.bodyMarkdown.matchAll(/\]\((\/blog\/[^)#?]+)\)/g)) {
        const slug = (m[1] as string).slice("/blog/".length);
        expect(
          articles.some((o) => o.slug === slug && o.locale === a.locale),
          `${a.slug} links to ${slug}`,
        ).toBe(true);
      }
    }
  });

  it("render to HTML without raw tags from the source", () => {
    for (const a of articles) expect(renderMarkdown(a.bodyMarkdown)).not.toMatch(/<(script|iframe|img|div|span)\b/i);
  });

  it("refuses files without the required front matter", () => {
    expect(() => parseBlogFile("x.en.md", "no front matter")).toThrow(/front matter/);
    expect(() => parseBlogFile("x.en.md", "---\ntitle: A\n---\nbody")).toThrow(/needs "/);
    expect(() => parseBlogFile("Bad Name.md", "---\n---\n")).toThrow(/named/);
  });
});

describe("loadBlogPosts", () => {
  it("inserts every article once and is idempotent", async () => {
    expect(await loadBlogPosts(t.sql)).toBe(articles.length);
    // Nothing changed, nothing written: the page cache's generation stays (every start runs this).
    const generation = await readDataGeneration(t.sql);
    expect(await loadBlogPosts(t.sql)).toBe(0);
    expect(await readDataGeneration(t.sql)).toBe(generation);
    const [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from blog_posts`;
    expect(row?.n).toBe(articles.length);
  });

  it("updates a changed article in place, keyed by (locale, slug)", async () => {
    const first = articles[0] as BlogPostSource;
    expect(await loadBlogPosts(t.sql, [{ ...first, title: "Changed title" }])).toBe(1);
    const [row] = await t.sql<
      { title: string }[]
    >`select title from blog_posts where locale = ${first.locale} and slug = ${first.slug}`;
    expect(row?.title).toBe("Changed title");
    expect(await loadBlogPosts(t.sql, [first])).toBe(1);
    expect(await loadBlogPosts(t.sql)).toBe(0);
  });
});

describe("listing", () => {
  it("lists one language, newest first, 6 a page, with tag counts", async () => {
    const en = articles.filter((a) => a.locale === "en");
    const page1 = await listBlogPosts(ctx, { locale: "en" });
    expect(page1.total).toBe(en.length);
    expect(page1.posts.length).toBe(Math.min(6, en.length));
    expect(page1.posts.every((p) => p.locale === "en")).toBe(true);
    const dates = page1.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page1.totalPages).toBe(Math.ceil(en.length / 6));
    const page2 = await listBlogPosts(ctx, { locale: "en", page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.posts.map((p) => p.slug)).not.toContain(page1.posts[0]?.slug);
    expect(page1.tags.reduce((n, tag) => n + tag.count, 0)).toBe(en.reduce((n, a) => n + a.tags.length, 0));
    // A page past the end shows the last page.
    const far = await listBlogPosts(ctx, { locale: "en", page: 99 });
    expect(far.page).toBe(page1.totalPages);

    const es = await listBlogPosts(ctx, { locale: "es" });
    expect(es.posts.every((p) => p.locale === "es")).toBe(true);
    expect(es.total).toBe(articles.filter((a) => a.locale === "es").length);
  });

  it("filters by tag", async () => {
    const list = await listBlogPosts(ctx, { locale: "en", tag: "insurance", perPage: 50 });
    const expected = articles
      .filter((a) => a.locale === "en" && a.tags.includes("insurance"))
      .map((a) => a.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(list.posts.map((p) => p.slug).sort()).toEqual(expected);
    expect((await listBlogPosts(ctx, { locale: "en", tag: "no-such-tag" })).total).toBe(0);
  });

  it("paginates synthetic posts and hides scheduled ones", async () => {
    const posts = Array.from({ length: 13 }, (_, i) => fake(i, { locale: "es", tags: ["zz-fake"] }));
    posts.push(fake(20, { locale: "es", tags: ["zz-fake"], publishedAt: "2999-01-01T00:00:00.000Z", slug: "future" }));
    await loadBlogPosts(t.sql, posts);
    const p1 = await listBlogPosts(ctx, { locale: "es", tag: "zz-fake" });
    expect(p1.total).toBe(13);
    expect(p1.totalPages).toBe(3);
    expect(p1.posts.map((p) => p.slug)).toEqual(["fake-12", "fake-11", "fake-10", "fake-9", "fake-8", "fake-7"]);
    const p3 = await listBlogPosts(ctx, { locale: "es", tag: "zz-fake", page: 3 });
    expect(p3.posts.map((p) => p.slug)).toEqual(["fake-0"]);
    expect(await getBlogPost(ctx, { slug: "future", locale: "es" })).toBeNull();
    await t.sql`delete from blog_posts where tags @> '["zz-fake"]'::jsonb`;
  });
});

describe("one article", () => {
  it("finds a post by slug, its translation and related posts in the same language", async () => {
    const source = articles.find((a) => a.locale === "en" && a.tags.length > 0) as BlogPostSource;
    // A Spanish visitor opening an English slug still gets the English article.
    const post = await getBlogPost(ctx, { slug: source.slug, locale: "es" });
    expect(post?.locale).toBe("en");
    expect(post?.bodyMarkdown).toBe(source.bodyMarkdown);
    const translation = await getTranslation(ctx, post!);
    const spanish = articles.find((a) => a.translationKey === source.translationKey && a.locale === "es");
    expect(translation?.slug).toBe(spanish?.slug);

    const related = await relatedBlogPosts(ctx, post!);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const r of related) {
      expect(r.locale).toBe("en");
      expect(r.slug).not.toBe(source.slug);
      expect(r.tags.some((tag) => source.tags.includes(tag))).toBe(true);
    }
    expect(await relatedBlogPosts(ctx, { ...post!, tags: [] })).toEqual([]);
    expect(await getBlogPost(ctx, { slug: "no-such-article", locale: "en" })).toBeNull();
  });

  it("ranks related posts by shared tags", async () => {
    await loadBlogPosts(t.sql, [
      fake(1, { slug: "r-base", tags: ["r-a", "r-b"] }),
      fake(2, { slug: "r-one", tags: ["r-a"] }),
      fake(3, { slug: "r-both", tags: ["r-b", "r-a"] }),
      fake(4, { slug: "r-none", tags: ["r-c"] }),
      fake(5, { slug: "r-other-language", locale: "es", tags: ["r-a", "r-b"] }),
    ]);
    const base = (await getBlogPost(ctx, { slug: "r-base", locale: "en" }))!;
    expect((await relatedBlogPosts(ctx, base)).map((p) => p.slug)).toEqual(["r-both", "r-one"]);
    await t.sql`delete from blog_posts where slug like 'r-%'`;
  });
});

describe("sitemap URLs", () => {
  it("lists every published article with its translation as an alternate", async () => {
    const urls = await listBlogPostUrls(ctx);
    expect(urls.length).toBe(articles.length);
    const first = articles[0] as BlogPostSource;
    const entry = urls.find((u) => u.path === `/blog/${first.slug}`);
    expect(entry?.locale).toBe(first.locale);
    expect(entry?.lastModified).toBe(first.updatedAt);
    expect(entry?.alternates).toHaveLength(1);
    expect(entry?.alternates[0]?.locale).not.toBe(first.locale);
  });
});

describe("query parameters", () => {
  it("accepts only well-formed tags and pages", () => {
    expect(parseTag("Insurance")).toBe("insurance");
    expect(parseTag("getting-started")).toBe("getting-started");
    expect(parseTag("<script>")).toBeNull();
    expect(parseTag("")).toBeNull();
    expect(parsePage("2")).toBe(2);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-1")).toBe(1);
    expect(parsePage("1.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
