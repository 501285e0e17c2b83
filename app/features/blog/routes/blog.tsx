import type { Route } from "./+types/blog";
import { blogListHref, tagLabel } from "~/features/blog/blog-format.ts";
import { PostCard } from "~/features/blog/post-card.tsx";
import { TagFilter } from "~/features/blog/tag-links.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { createTranslator, useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { listBlogPosts } from "@server/blog/list-blog-posts.server.ts";
import { parsePage, parseTag } from "@server/blog/posts.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";

// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["blog", "pagination"], scripts: false };

/** /blog: published articles in the visitor's language, newest first, 6 a page, filterable by tag. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const params = new URL(request.url).searchParams;
  const tag = parseTag(params.get("tag"));
  const list = await listBlogPosts(context, { locale, tag, page: parsePage(params.get("page")) });
  const t = createTranslator(locale, messagesFor(locale));
  const heading = tag ? t("blog.taggedTitle", { tag: tagLabel(t, tag) }) : t("blog.title");
  const title = list.page > 1 ? t("blog.pageTitle", { title: heading, page: list.page }) : heading;
  return {
    locale,
    i18n: routeMessages(request, handle.i18n),
    tag,
    ...list,
    heading,
    meta: { title, description: t("blog.description") },
    canonical: canonicalUrl(context, blogListHref(tag, list.page)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { posts, tags, tag, page, totalPages, total, heading } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        <PageHeader eyebrow={t("blog.eyebrow")} title={heading} lead={t("blog.lead")} />
        <TagFilter tags={tags} active={tag} />
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t.plural("blog.count", total)}
        </p>
        {posts.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-6">{t("blog.empty")}</p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} hrefForPage={(n) => blogListHref(tag, n)} />
      </div>
    </main>
  );
}
