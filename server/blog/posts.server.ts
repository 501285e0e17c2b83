/** The blog's shared shapes and query pieces; each use case has its own file next to this one. */
import { and, eq, lte, sql } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";

export type BlogLocale = "en" | "es";

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

export const summaryColumns = {
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

export function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    ...row,
    locale: row.locale as BlogLocale,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Published means status published (not a draft, not hidden in /admin/blog) and a publication
 * time that has come (an article can be scheduled). Every public read goes through this.
 */
export const isPublished = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, sql`now()`))!;
export const hasTag = (tag: string) => sql`${blogPosts.tags} @> ${JSON.stringify([tag])}::jsonb`;

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
