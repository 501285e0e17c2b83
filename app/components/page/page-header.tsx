import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { RichText } from "./rich-text.tsx";

/** The page's single h1, an optional eyebrow and lead paragraph, and anything below them. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("flex flex-col gap-3", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? (
        <p className="max-w-3xl text-lg leading-8 text-fg-muted">
          <RichText text={lead} />
        </p>
      ) : null}
      {children}
    </header>
  );
}
