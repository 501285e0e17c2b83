import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";

type BadgeVariant = "featured" | "premium" | "basic" | "neutral" | "primary" | "success" | "warning" | "danger";

// Spec 9: featured and premium use a brand red badge with white text, basic gray.
const variants: Record<BadgeVariant, string> = {
  featured: "bg-brand text-brand-fg",
  premium: "bg-brand text-brand-fg",
  basic: "bg-neutral-soft text-neutral-fg",
  neutral: "bg-neutral-soft text-neutral-fg",
  primary: "bg-primary-soft text-primary-soft-fg",
  success: "bg-success-soft text-success",
  warning: "bg-warning-soft text-warning",
  danger: "bg-danger-soft text-danger",
};

export interface BadgeProps extends ComponentPropsWithRef<"span"> {
  variant?: BadgeVariant;
}

export function Badge({ variant = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        // app.css: inline-flex, rounded-full, px-2.5 py-0.5, text-xs leading-5, semibold, nowrap.
        "badge",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

/** The badge variant for a listing tier (every premium-* tier shows as premium). */
export function tierBadgeVariant(tier: string | null | undefined): "featured" | "premium" | "basic" {
  if (tier === "featured") return "featured";
  if (tier?.startsWith("premium")) return "premium";
  return "basic";
}
