import { ChevronLeft, ChevronRight } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link; {page} is replaced. */
  page: string;
  /** Screen-reader text of an ellipsis gap. */
  more: string;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** The URL of page n (e.g. the current search with page=n); links work without JavaScript. */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

export type PageItem = number | "gap-start" | "gap-end";

/** 1 … 4 5 [6] 7 8 … 20: the first and last page, the current one with its siblings, gaps as ellipses. */
function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  // First, last, current, 2×siblings, and two gaps.
  if (total <= 5 + siblings * 2) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 3) items.push("gap-start");
  else for (let p = 2; p < start; p++) items.push(p);
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 2) items.push("gap-end");
  else for (let p = end + 1; p < total; p++) items.push(p);
  items.push(total);
  return items;
}

const cell =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-base font-medium transition-colors";

/** Real page links, with aria-current="page" on the current one. Renders nothing for one page. */
export function Pagination({ page, totalPages, hrefForPage, siblings = 1, labels, className }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const l: PaginationLabels = {
    nav: labels?.nav ?? t("pagination.label"),
    previous: labels?.previous ?? t("pagination.previous"),
    next: labels?.next ?? t("pagination.next"),
    page: labels?.page ?? t("pagination.page"),
    more: labels?.more ?? t("pagination.more"),
  };
  const current = Math.min(Math.max(1, page), totalPages);
  const pageName = (n: number) => l.page.replace("{page}", String(n));
  // A phone shows the first, current and last page numbers (audit issue 30, item 21: it showed
  // none); from 640px the current page's neighbours too.
  const narrow = new Set(pageItems(current, totalPages, 0));
  const wide = new Set(pageItems(current, totalPages, siblings));
  const order = (item: PageItem) => (item === "gap-start" ? 1.5 : item === "gap-end" ? totalPages - 0.5 : item);
  const items = [...new Set([...narrow, ...wide])].sort((a, b) => order(a) - order(b));
  const shownOn = (item: PageItem) =>
    narrow.has(item) ? (wide.has(item) ? undefined : "sm:hidden") : "hidden sm:block";
  return (
    <nav aria-label={l.nav} className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefForPage(current - 1)} rel="prev" className={cn(cell, "text-link hover:bg-surface-2")}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">{l.previous}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(cell, "cursor-default text-fg-muted")}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">{l.previous}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item} className={shownOn(item)}>
              {item === current ? (
                <Link
                  to={hrefForPage(item)}
                  aria-current="page"
                  aria-label={pageName(item)}
                  className={cn(cell, "bg-primary text-primary-fg")}
                >
                  {item}
                </Link>
              ) : (
                <Link
                  to={hrefForPage(item)}
                  aria-label={pageName(item)}
                  className={cn(cell, "text-fg hover:bg-surface-2")}
                >
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} className={shownOn(item)}>
              <span className={cn(cell, "px-1 text-fg-muted")}>
                <span aria-hidden="true">…</span>
                <span className="sr-only">{l.more}</span>
              </span>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link to={hrefForPage(current + 1)} rel="next" className={cn(cell, "text-link hover:bg-surface-2")}>
              <span className="max-sm:sr-only">{l.next}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(cell, "cursor-default text-fg-muted")}>
              <span className="max-sm:sr-only">{l.next}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
