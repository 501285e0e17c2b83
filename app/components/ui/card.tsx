import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";

export interface CardProps extends ComponentPropsWithRef<"div"> {
  /** Spec 9: a featured listing has a thicker accent border. */
  accent?: "featured" | "premium" | "none";
}

export function Card({ accent = "none", className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "rounded-xl bg-surface text-fg shadow-card",
        accent === "featured"
          ? "border-3 border-brand"
          : accent === "premium"
            ? "border-2 border-brand/70"
            : "border border-border",
        className,
      )}
      {...props}
    />
  );
}
