import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * A wide table's own horizontal scroll box, so the page itself never scrolls sideways (WCAG
 * 1.4.10). Focusable and named after its table, so a keyboard can reach and scroll it even when
 * it holds no link (2.1.1). `relative` makes it the containing block of the table's absolutely
 * positioned text (the sort headers' screen-reader words), which otherwise widened the page.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("relative overflow-x-auto", className)}>
      {children}
    </div>
  );
}
