import { cn } from "~/lib/cn.ts";

/** A button's look as class names, without React: the islands build buttons with it too. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

// app.css: inline-flex centred, gap-2, rounded-lg, semibold, nowrap, colour transitions, dimmed
// and inert when disabled (or aria-disabled).
const base = "btn";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-fg shadow-card hover:bg-primary-hover",
  secondary: "border border-border-strong bg-surface text-fg hover:bg-surface-2",
  ghost: "text-fg hover:bg-surface-2",
  danger: "bg-danger-solid text-danger-solid-fg shadow-card hover:opacity-90",
};

// Every size keeps at least a 44px touch target except "sm" (36px, for dense desktop rows).
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm [&_svg]:size-4",
  md: "min-h-11 px-4 text-base [&_svg]:size-5",
  lg: "min-h-12 px-6 text-lg [&_svg]:size-5",
  icon: "size-11 [&_svg]:size-5",
};

/** Class names of a button, for links and summaries styled as buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
