import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, emptyJsonList, updatedAt } from "./columns.ts";

/**
 * Blog articles, one row per language version. The English and Spanish versions of one article
 * share a translation_key. Bodies are Markdown, rendered to safe HTML by app/lib/markdown.ts.
 * The articles themselves live in app/features/blog/posts/*.md and are upserted at start (server/seed/blog.server.ts).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    translationKey: text("translation_key").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    /** A site path such as /images/blog/x.svg; null shows no cover. */
    coverImage: text("cover_image"),
    author: text("author").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default(emptyJsonList),
    /** Computed from the body's word count when the row is written. */
    readingMinutes: integer("reading_minutes").notNull(),
    /**
     * When the article went (or goes) public. A draft carries its creation time here until it is
     * first published; only status = 'published' rows are ever shown.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** draft (never shown), published, or hidden (taken down by an admin). domain/blog-admin.ts. */
    status: text("status").notNull().default("published"),
    /**
     * Written in /admin/blog: the Markdown files in app/features/blog/posts no longer overwrite
     * the row at start (server/seed/blog.server.ts), so an admin's edit survives a restart.
     */
    managedInAdmin: boolean("managed_in_admin").notNull().default(false),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_locale_slug_key").on(t.locale, t.slug),
    uniqueIndex("blog_posts_translation_locale_key").on(t.translationKey, t.locale),
    index("blog_posts_locale_published_idx").on(t.locale, t.publishedAt.desc()),
    index("blog_posts_tags_idx").using("gin", t.tags),
    check("blog_posts_locale_check", sql`${t.locale} in ('en', 'es')`),
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'published', 'hidden')`),
  ],
);
