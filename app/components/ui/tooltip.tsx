import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/** Spec 9: tooltip open delay 700 ms, skip delay 300 ms. Mounted once in the app shell. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip text; supplementary only: the trigger must have its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
}

/** Shows on hover and keyboard focus, hides on Escape; linked by aria-describedby. */
export function Tooltip({ content, children, side = "top", className }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 max-w-xs rounded-md bg-fg px-3 py-1.5 text-sm text-bg shadow-raised data-[state=delayed-open]:animate-fade-in",
            className,
          )}
        >
          {content}
          <RadixTooltip.Arrow className="fill-fg" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
