import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn.ts";

export interface SpinnerProps {
  /** Translated text read by screen readers (and shown when showLabel is set). */
  label: string;
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

/** A spinning indicator inside a role=status live region, so its label is announced. */
export function Spinner({ label, showLabel = false, size = "md", className }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-fg-muted", className)}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin text-primary", sizes[size])} />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
