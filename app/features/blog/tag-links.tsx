import { Link } from "~/components/link.tsx";
import type { ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { blogListHref, tagLabel } from "./blog-format.ts";

const chip =
  "inline-flex min-h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

/** A post's tags as links to the list filtered by that tag. */
export function TagLinks({ tags, label, className }: { tags: readonly string[]; label: string; className?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={blogListHref(tag)}
            className={cn(chip, "border-border bg-primary-soft text-primary-soft-fg hover:border-primary")}
          >
            {tagLabel(t, tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The topic filter above the list: "All topics" and each tag with its count; the active one is marked. */
/** One filter link: the list for `tag` (null: every topic), filled when it is the one shown. */
function FilterChip({ tag, active, children }: { tag: string | null; active: string | null; children: ReactNode }) {
  return (
    <Link
      to={blogListHref(tag)}
      aria-current={active === tag ? "page" : undefined}
      className={cn(
        chip,
        active === tag
          ? "border-primary bg-primary text-primary-fg"
          : "border-border bg-surface text-fg hover:border-primary",
      )}
    >
      {children}
    </Link>
  );
}

export function TagFilter({
  tags,
  active,
}: {
  tags: readonly { tag: string; count: number }[];
  active: string | null;
}) {
  const t = useT();
  return (
    <nav aria-label={t("blog.filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterChip tag={null} active={active}>
            {t("blog.allTopics")}
          </FilterChip>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <FilterChip tag={tag} active={active}>
              {tagLabel(t, tag)}
              <span className="ms-1.5 opacity-80">({count})</span>
            </FilterChip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
