import { Info, TriangleAlert } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/** A highlighted note; the icon is decorative, so the text must say what kind of note it is. */
export function Callout({
  tone = "info",
  title,
  children,
  className,
  titleLevel,
}: {
  tone?: "info" | "warning";
  title?: ReactNode;
  /** Render the title as a heading of this level (else a bold paragraph). */
  titleLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  const Title = titleLevel ? (`h${titleLevel}` as "h2") : "p";
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        tone === "warning" ? "border-warning/40 bg-warning-soft" : "border-primary/30 bg-primary-soft",
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", tone === "warning" ? "text-warning" : "text-primary-soft-fg")}
      />
      <div className={cn("min-w-0 flex-1", tone === "warning" ? "text-fg" : "text-primary-soft-fg")}>
        {title ? <Title className="font-semibold">{title}</Title> : null}
        <div className={cn("flex flex-col gap-2", title ? "mt-1" : undefined)}>{children}</div>
      </div>
    </div>
  );
}
