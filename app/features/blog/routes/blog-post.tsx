import { ArrowLeft, Languages, Search } from "~/components/icons.tsx";
import { data, type MetaDescriptor } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/blog-post";
import { isoDay } from "~/features/blog/blog-format.ts";
import { PostCard, PostFacts } from "~/features/blog/post-card.tsx";
import { TagLinks } from "~/features/blog/tag-links.tsx";
import { DatedLine } from "~/components/page/dated-line.tsx";
import { articleBody } from "~/components/page/article-body.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { useI18n, type MessageKey, type I18nHandle } from "~/i18n/index.tsx";
import { renderMarkdown } from "~/lib/markdown.ts";
import { SITE_NAME } from "@domain/site.ts";
import { jsonLd } from "@domain/structured-data.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { getTranslation } from "@server/blog/blog-post-translation.server.ts";
import { getBlogPost } from "@server/blog/get-blog-post.server.ts";
import { relatedBlogPosts } from "@server/blog/related-blog-posts.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import { socialImage } from "~/components/page/social-image.ts";
// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["blog", "content"], scripts: false };

/**
 * /blog/:slug. The slug decides the article's language: a Spanish-speaking visitor who opens an
 * English slug sees the English article (no redirect, so shared links and canonical URLs stay
 * stable), with a notice in their language linking to the Spanish version when there is one.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const post = await getBlogPost(context, { slug: params.slug, locale });
  if (!post) throw data(null, { status: 404 });
  const [translation, related] = await Promise.all([getTranslation(context, post), relatedBlogPosts(context, post)]);
  const canonical = canonicalUrl(context, `/blog/${post.slug}`);
  const origin = new URL(canonical).origin;
  const alternates = [
    { locale: post.locale, href: canonical },
    ...(translation ? [{ locale: translation.locale, href: canonicalUrl(context, `/blog/${translation.slug}`) }] : []),
  ];
  const { bodyMarkdown, ...article } = post;
  const cover = post.coverImage ? new URL(post.coverImage, origin).href : null;
  return {
    locale,
    i18n: routeMessages(request, handle.i18n),
    post: article,
    html: renderMarkdown(bodyMarkdown),
    translation,
    related,
    canonical,
    alternates,
    cover,
    jsonLd: jsonLd({
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: post.locale,
      author: { "@type": "Organization", name: post.author },
      publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
      mainEntityOfPage: canonical,
      keywords: post.tags.join(", "),
      ...(cover ? { image: cover } : {}),
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: SITE_NAME }];
  const { post, canonical, alternates, cover, jsonLd } = loaderData;
  const ogLocale = (l: string) => (l === "es" ? "es_US" : "en_US");
  return [
    { title: `${post.title} | ${SITE_NAME}` },
    { name: "description", content: post.excerpt },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.locale, href: a.href })),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.excerpt },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(post.locale) },
    ...alternates
      .filter((a) => a.locale !== post.locale)
      .map((a) => ({ property: "og:locale:alternate", content: ogLocale(a.locale) })),
    { property: "og:image", content: socialImage(canonical, cover) },
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: post.excerpt },
    { name: "twitter:image", content: socialImage(canonical, cover) },
    { "script:ld+json": jsonLd },
  ];
}

/** Reading styles for the rendered Markdown (the renderer writes bare tags). */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { post, html, translation, related } = loaderData;
  const foreign = post.locale !== locale;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <Link to="/blog" className="link inline-flex w-fit items-center gap-1 text-sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("blog.backToList")}
        </Link>
        {translation ? (
          <p
            data-translation-notice
            className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm"
          >
            <Languages aria-hidden="true" className="size-4 shrink-0" />
            {foreign ? <span>{t(`blog.articleIn.${post.locale}` as MessageKey)}</span> : null}
            <Link to={`/blog/${translation.slug}`} hrefLang={translation.locale} className="link font-medium">
              {t(`blog.readIn.${translation.locale}` as MessageKey)}
            </Link>
          </p>
        ) : null}
        <article lang={post.locale} className="flex flex-col gap-8">
          <header className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
            <p className="text-lg leading-8 text-fg-muted">{post.excerpt}</p>
            <div lang={locale} className="flex flex-col gap-2">
              <p className="text-sm font-medium">{t("blog.by", { author: post.author })}</p>
              <PostFacts publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
              <DatedLine date={isoDay(post.updatedAt)} />
              <TagLinks tags={post.tags} label={t("blog.tags")} />
            </div>
          </header>
          {post.coverImage ? (
            <img src={post.coverImage} alt="" className="aspect-[2/1] w-full rounded-xl object-cover" />
          ) : null}
          {/* Safe: renderMarkdown escapes every character of the source and writes only its own tags. */}
          <div data-article-body className={articleBody} dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <aside
          aria-labelledby="blog-cta-heading"
          className="rounded-2xl border border-border bg-primary-soft p-6 text-primary-soft-fg"
        >
          <h2 id="blog-cta-heading" className="text-xl font-bold">
            {t("blog.cta.title")}
          </h2>
          <p className="mt-2">{t("blog.cta.text")}</p>
          <Link to="/search" className={buttonClasses({ className: "mt-4" })}>
            <Search aria-hidden="true" />
            {t("blog.cta.button")}
          </Link>
        </aside>
        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="border-t border-border pt-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              {t("blog.related")}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} headingLevel={3} compact />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
