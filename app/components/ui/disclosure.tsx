import { ChevronDown } from "~/components/icons.tsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

export interface DisclosureProps extends Omit<ComponentPropsWithRef<"details">, "title"> {
  summary: ReactNode;
  summaryClassName?: string;
  children: ReactNode;
}

/**
 * A collapsible section built on <details>/<summary>: keyboard and screen-reader support
 * come from the browser, it works without JavaScript, and its content is always in the
 * HTML (so form fields inside it submit even when collapsed).
 */
export function Disclosure({ summary, summaryClassName, className, children, ...props }: DisclosureProps) {
  return (
    <details className={cn("group border-b border-border", className)} {...props}>
      <summary
        className={cn(
          "flex min-h-12 list-none items-center justify-between gap-3 py-3 text-base font-semibold hover:text-primary",
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}
