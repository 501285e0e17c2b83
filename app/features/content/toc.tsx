import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** "On this page": in-page links to the sections (a labelled navigation landmark). */
export function TableOfContents({
  items,
  className,
}: {
  items: ReadonlyArray<{ id: string; title: string }>;
  className?: string;
}) {
  const t = useT();
  return (
    <nav
      aria-labelledby="toc-heading"
      className={cn("rounded-xl border border-border bg-surface p-5 print:hidden", className)}
    >
      <h2 id="toc-heading" className="text-base font-semibold">
        {t("content.onThisPage")}
      </h2>
      <ol className="mt-2 flex list-decimal flex-col gap-0.5 ps-5 marker:text-fg-muted">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="link inline-block py-1">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
