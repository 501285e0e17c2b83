import { and, count, desc, eq, lte, ne, sql } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

export type BlogLocale = "en" | "es";
type Services = UseCaseContext<"database">;

export const POSTS_PER_PAGE = 6;
export const RELATED_POSTS = 3;

/** What a list entry shows. Dates are ISO strings, so loader data serializes the same everywhere. */
export interface BlogPostSummary {
  slug: string;
  locale: BlogLocale;
  title: string;
  excerpt: string;
  tags: string[];
  readingMinutes: number;
  coverImage: string | null;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  translationKey: string;
  author: string;
  bodyMarkdown: string;
}

export interface BlogList {
  posts: BlogPostSummary[];
  total: number;
  /** The page shown (clamped to 1…totalPages). */
  page: number;
  totalPages: number;
  /** Every tag used by a published post in this language, with its count, most used first. */
  tags: { tag: string; count: number }[];
}

const summaryColumns = {
  slug: blogPosts.slug,
  locale: blogPosts.locale,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  tags: blogPosts.tags,
  readingMinutes: blogPosts.readingMinutes,
  coverImage: blogPosts.coverImage,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

interface SummaryRow {
  slug: string;
  locale: string;
  title: string;
  excerpt: string;
  tags: string[];
  readingMinutes: number;
  coverImage: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    ...row,
    locale: row.locale as BlogLocale,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Published means a publication time that has come (an article can be scheduled). */
/** Published: its publication time has come. */
export const isPublished = () => lte(blogPosts.publishedAt, sql`now()`);
const hasTag = (tag: string) => sql`${blogPosts.tags} @> ${JSON.stringify([tag])}::jsonb`;

/** A tag as it appears in URLs: lowercase letters, digits and hyphens; anything else is no tag. */
export function parseTag(value: string | null | undefined): string | null {
  const tag = value?.trim().toLowerCase();
  return tag && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag) && tag.length <= 40 ? tag : null;
}

/** A 1-based page number from ?page=; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Published posts in one language, newest first, optionally with one tag, one page at a time. */
export async function listBlogPosts(
  { database }: Services,
  options: { locale: BlogLocale; tag?: string | null; page?: number; perPage?: number },
): Promise<BlogList> {
  const { db, sql: pg } = database;
  const perPage = options.perPage ?? POSTS_PER_PAGE;
  const where = and(eq(blogPosts.locale, options.locale), isPublished(), options.tag ? hasTag(options.tag) : undefined);
  const [totalRow] = await db.select({ n: count() }).from(blogPosts).where(where);
  const total = totalRow?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, options.page ?? 1), totalPages);
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const tags = await pg<{ tag: string; count: number }[]>`
    select tag, count(*)::int as count
    from blog_posts, jsonb_array_elements_text(tags) as tag
    where locale = ${options.locale} and published_at <= now()
    group by tag
    order by count(*) desc, tag asc`;
  return { posts: rows.map(toSummary), total, page, totalPages, tags: [...tags] };
}

/**
 * The published post with this slug. Slugs are unique per language; when both languages use the
 * same slug, the visitor's language wins.
 */
export async function getBlogPost(
  { database }: Services,
  { slug, locale: preferred }: { slug: string; locale: BlogLocale },
): Promise<BlogPost | null> {
  const [row] = await database.db
    .select({
      ...summaryColumns,
      translationKey: blogPosts.translationKey,
      author: blogPosts.author,
      bodyMarkdown: blogPosts.bodyMarkdown,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished()))
    .orderBy(sql`(${blogPosts.locale} = ${preferred}) desc`)
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), translationKey: row.translationKey, author: row.author, bodyMarkdown: row.bodyMarkdown };
}

/** The other language's published version of a post, if there is one. */
export async function getTranslation(
  { database }: Services,
  post: Pick<BlogPost, "translationKey" | "locale">,
): Promise<{ slug: string; locale: BlogLocale; title: string } | null> {
  const [row] = await database.db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, post.translationKey), ne(blogPosts.locale, post.locale), isPublished()))
    .limit(1);
  return row ? { ...row, locale: row.locale as BlogLocale } : null;
}

/**
 * Up to `limit` (3 unless asked) other published posts in the same language that share a tag
 * with the post, those sharing the most tags first, then the newest.
 */
export async function relatedBlogPosts(
  { database }: Services,
  post: Pick<BlogPost, "slug" | "locale" | "tags"> & { limit?: number },
): Promise<BlogPostSummary[]> {
  const limit = post.limit ?? RELATED_POSTS;
  if (post.tags.length === 0) return [];
  const shared = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) as t
    where t = any(${sql.raw("array[")}${sql.join(
      post.tags.map((t) => sql`${t}`),
      sql`, `,
    )}${sql.raw("]::text[]")}))`;
  const rows = await database.db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.locale, post.locale),
        ne(blogPosts.slug, post.slug),
        isPublished(),
        sql`${blogPosts.tags} ?| ${sql.raw("array[")}${sql.join(
          post.tags.map((t) => sql`${t}`),
          sql`, `,
        )}${sql.raw("]::text[]")}`,
      ),
    )
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toSummary);
}
