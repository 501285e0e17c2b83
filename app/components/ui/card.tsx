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

export function CardHeader({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pb-0", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentPropsWithRef<"h3">) {
  return <h3 className={cn("text-lg leading-snug font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<"p">) {
  return <p className={cn("text-sm text-fg-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("p-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex items-center gap-3 border-t border-border p-5", className)} {...props} />;
}
