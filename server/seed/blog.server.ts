import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { Sql } from "../../db/client.server.ts";

/**
 * The blog's articles are site content, not demo data: they live as Markdown files in
 * app/features/blog/posts/<slug>.<locale>.md (a small front matter block, then the body) and are
 * upserted on every start by `loadBlogPosts` (called from server/database.ts after the places),
 * so a new or edited file reaches the database at the next start. The files are read from disk
 * (not imported), so db/ does not depend on app/ code.
 */
const BLOG_CONTENT_DIR = fileURLToPath(new URL("../../app/features/blog/posts/", import.meta.url));

export interface BlogPostSource {
  slug: string;
  locale: "en" | "es";
  translationKey: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  coverImage: string | null;
  /** ISO timestamps. */
  publishedAt: string;
  updatedAt: string;
  bodyMarkdown: string;
  readingMinutes: number;
}

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|es)\.md$/;

/** Words in Markdown for reading time (markup and link addresses are not words). Mirrors app/lib/markdown.ts. */
function countMarkdownWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`[\]()-]/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** About 200 words a minute, at least one minute. */
function readingMinutesFor(markdown: string): number {
  return Math.max(1, Math.round(countMarkdownWords(markdown) / 200));
}

function isoDate(value: string | undefined, field: string, file: string): string {
  const date = value ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(`${file}: "${field}" must be an ISO date, got ${JSON.stringify(value)}`);
  return date.toISOString();
}

/**
 * Parses one article file: `---` front matter of `key: value` lines (tags comma-separated),
 * `---`, then the Markdown body. Throws with the file name on anything missing.
 */
export function parseBlogFile(fileName: string, text: string): BlogPostSource {
  const name = FILE_NAME.exec(fileName);
  if (!name) throw new Error(`${fileName}: blog files are named <slug>.<en|es>.md`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] as string).split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`${fileName}: bad front matter line ${JSON.stringify(line)}`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const required = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`${fileName}: front matter needs "${key}"`);
    return value;
  };
  const body = (match[2] as string).trim() + "\n";
  const publishedAt = isoDate(required("published"), "published", fileName);
  const cover = fields.get("cover");
  return {
    slug: name[1] as string,
    locale: name[2] as "en" | "es",
    translationKey: required("key"),
    title: required("title"),
    excerpt: required("excerpt"),
    author: required("author"),
    tags: required("tags")
      .split(",")
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
    coverImage: cover && cover.startsWith("/") ? cover : null,
    publishedAt,
    updatedAt: fields.get("updated") ? isoDate(fields.get("updated"), "updated", fileName) : publishedAt,
    bodyMarkdown: body,
    readingMinutes: readingMinutesFor(body),
  };
}

/** Every article file in a folder, sorted by file name. */
export function readBlogPosts(dir: string = BLOG_CONTENT_DIR): BlogPostSource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()
    .map((f) => parseBlogFile(f, readFileSync(path.join(dir, f), "utf8")));
}

/**
 * Inserts missing articles and updates changed ones, keyed by (locale, slug), except those an
 * admin has edited in /admin/blog (managed_in_admin). Unchanged rows are not written, so running it on every start is cheap and leaves updated_at alone.
 * Returns how many rows were inserted or changed.
 */
export async function loadBlogPosts(sql: Sql, posts: BlogPostSource[] = readBlogPosts()): Promise<number> {
  if (posts.length === 0) return 0;
  const incoming = sql`
    jsonb_to_recordset(${JSON.stringify(
      posts.map((p) => ({
        slug: p.slug,
        locale: p.locale,
        translation_key: p.translationKey,
        title: p.title,
        excerpt: p.excerpt,
        body_markdown: p.bodyMarkdown,
        cover_image: p.coverImage,
        author: p.author,
        tags: p.tags,
        reading_minutes: p.readingMinutes,
        published_at: p.publishedAt,
        updated_at: p.updatedAt,
      })),
    )}::jsonb) as p(slug text, locale text, translation_key text, title text, excerpt text, body_markdown text,
                   cover_image text, author text, tags jsonb, reading_minutes int, published_at timestamptz,
                   updated_at timestamptz)`;
  // The insert below is a write even when it changes no row: its statement trigger would move the
  // page cache's generation on every start (every cached page and the open-data package stale).
  // So it runs only when some article is new or changed.
  const [pending] = await sql<{ n: number }[]>`
    select count(*)::int as n from ${incoming}
    left join blog_posts b on b.locale = p.locale and b.slug = p.slug
    where not exists (
      select 1 from blog_posts m
      where m.managed_in_admin and m.locale = p.locale and (m.slug = p.slug or m.translation_key = p.translation_key))
      and (b.id is null or (b.translation_key, b.title, b.excerpt, b.body_markdown, b.cover_image, b.author, b.tags,
                            b.reading_minutes, b.published_at, b.updated_at)
                           is distinct from
                           (p.translation_key, p.title, p.excerpt, p.body_markdown, p.cover_image, p.author, p.tags,
                            p.reading_minutes, p.published_at, p.updated_at))`;
  if (!pending?.n) return 0;
  const result = await sql`
    insert into blog_posts (slug, locale, translation_key, title, excerpt, body_markdown, cover_image, author, tags,
                            reading_minutes, published_at, updated_at)
    select p.slug, p.locale, p.translation_key, p.title, p.excerpt, p.body_markdown, p.cover_image, p.author,
           p.tags, p.reading_minutes, p.published_at, p.updated_at
    from ${incoming}
    -- An article edited in /admin/blog belongs to the admin now: its file no longer overwrites it,
    -- nor comes back beside it when the admin changed the slug (same translation and language).
    where not exists (
      select 1 from blog_posts b
      where b.managed_in_admin and b.locale = p.locale and (b.slug = p.slug or b.translation_key = p.translation_key))
    on conflict (locale, slug) do update set
      translation_key = excluded.translation_key, title = excluded.title, excerpt = excluded.excerpt,
      body_markdown = excluded.body_markdown, cover_image = excluded.cover_image, author = excluded.author,
      tags = excluded.tags, reading_minutes = excluded.reading_minutes, published_at = excluded.published_at,
      updated_at = excluded.updated_at
    where (blog_posts.translation_key, blog_posts.title, blog_posts.excerpt, blog_posts.body_markdown,
           blog_posts.cover_image, blog_posts.author, blog_posts.tags, blog_posts.reading_minutes,
           blog_posts.published_at, blog_posts.updated_at)
      is distinct from
          (excluded.translation_key, excluded.title, excluded.excerpt, excluded.body_markdown,
           excluded.cover_image, excluded.author, excluded.tags, excluded.reading_minutes,
           excluded.published_at, excluded.updated_at)`;
  return result.count;
}
