import { CalendarDays, Clock } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { formatPostDate, isoDay } from "./blog-format.ts";
import { TagLinks } from "./tag-links.tsx";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  readingMinutes: number;
  publishedAt: string;
  /** The post's language, marked on its title and excerpt (related posts may differ from the page's). */
  locale?: string;
}

/** Date and reading time of a post. */
export function PostFacts({ publishedAt, readingMinutes }: { publishedAt: string; readingMinutes: number }) {
  const { t, locale } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={isoDay(publishedAt)}>{formatPostDate(locale, publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t("blog.readingTime", { minutes: readingMinutes })}
      </span>
    </p>
  );
}

/**
 * One entry of the list: title (the link), date, reading time, excerpt and tags. The compact
 * form (related posts) shows only the title, date and reading time.
 */
export function PostCard({
  post,
  headingLevel = 2,
  compact = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const Heading = `h${headingLevel}` as "h2";
  return (
    <Card data-blog-post={post.slug} className={cn("flex h-full flex-col gap-3", compact ? "p-4" : "p-5")}>
      <Heading lang={post.locale} className={cn("leading-snug font-semibold", compact ? "text-base" : "text-xl")}>
        <Link to={`/blog/${post.slug}`} className="link">
          {post.title}
        </Link>
      </Heading>
      <PostFacts publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
      {compact ? null : (
        <>
          <p lang={post.locale} className="leading-7 text-fg">
            {post.excerpt}
          </p>
          <TagLinks tags={post.tags} label={t("blog.tags")} className="mt-auto pt-1" />
        </>
      )}
    </Card>
  );
}
