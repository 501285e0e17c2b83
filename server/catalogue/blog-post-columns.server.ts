/** The columns of a blog post the admin screens read and the audit log compares. */
import { blogPosts } from "@db/schema/index.ts";
import type { BlogStatus } from "@domain/catalogue-admin.ts";

export const blogPostColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  locale: blogPosts.locale,
  translationKey: blogPosts.translationKey,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  bodyMarkdown: blogPosts.bodyMarkdown,
  coverImage: blogPosts.coverImage,
  author: blogPosts.author,
  tags: blogPosts.tags,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
};

export interface AdminBlogPost {
  id: number;
  slug: string;
  locale: "en" | "es";
  translationKey: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImage: string | null;
  author: string;
  tags: string[];
  status: BlogStatus;
  /** ISO; for a draft, when it was written. */
  publishedAt: string;
}

export function toAdminBlogPost(
  row: Omit<AdminBlogPost, "locale" | "status" | "publishedAt"> & { locale: string; status: string; publishedAt: Date },
): AdminBlogPost {
  return {
    ...row,
    locale: row.locale as AdminBlogPost["locale"],
    status: row.status as BlogStatus,
    publishedAt: row.publishedAt.toISOString(),
  };
}
