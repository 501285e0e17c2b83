import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn.ts";

/** Spec 9: tooltip open delay 700 ms, skip delay 300 ms. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip last closed; another opens at once within the skip delay. */
let lastClosedAt = 0;
const markClosed = () => {
  lastClosedAt = Date.now();
};
const withinSkipDelay = () => Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

// SSR-safe layout effect (positioning runs only in the browser).
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Kept for callers; the lightweight tooltip needs no shared provider. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export interface TooltipProps {
  /** The tooltip text; supplementary only: the trigger must have its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
}

const sideClasses = {
  top: "bottom-full left-1/2 mb-1.5 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-1.5 -translate-x-1/2",
  left: "top-1/2 right-full me-1.5 -translate-y-1/2",
  right: "top-1/2 left-full ms-1.5 -translate-y-1/2",
} as const;

type TriggerProps = { "aria-describedby"?: string };

/**
 * A small CSS-positioned tooltip (no Radix: it is in the header on every page). It shows after
 * 700 ms of hover (at once within 300 ms of another closing) and at once on keyboard focus,
 * stays while the pointer moves onto it, hides on Escape without moving focus or pointer
 * (WCAG 1.4.13), and describes the trigger through aria-describedby.
 */
export function Tooltip({ content, children, side = "top", className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);
  const tipRef = useRef<HTMLSpanElement>(null);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const show = () => {
    clearTimers();
    setOpen(true);
  };
  const hide = () => {
    clearTimers();
    if (open) markClosed();
    setOpen(false);
  };

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      markClosed();
      setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Keep the tooltip inside the viewport (the header's controls sit at its right edge).
  useIsoLayoutEffect(() => {
    const tip = tipRef.current;
    if (!open || !tip) return;
    const rect = tip.getBoundingClientRect();
    const margin = 8;
    if (rect.right > window.innerWidth - margin) tip.style.marginLeft = `${window.innerWidth - margin - rect.right}px`;
    else if (rect.left < margin) tip.style.marginLeft = `${margin - rect.left}px`;
  }, [open]);

  const describedBy = (children.props as TriggerProps)["aria-describedby"];
  const trigger = cloneElement(children as ReactElement<TriggerProps>, {
    "aria-describedby": cn(describedBy, open && id) || undefined,
  });

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === "touch") return;
        clearTimeout(closeTimer.current);
        if (open) return;
        clearTimeout(openTimer.current);
        const delay = withinSkipDelay() ? 0 : TOOLTIP_DELAY_MS;
        openTimer.current = setTimeout(() => setOpen(true), delay);
      }}
      onPointerLeave={() => {
        clearTimeout(openTimer.current);
        closeTimer.current = setTimeout(hide, 100);
      }}
      onFocus={() => {
        // Focus from a click is not keyboard focus: no tooltip then.
        if (!pointerDown.current) show();
      }}
      onBlur={hide}
      onPointerDown={() => {
        pointerDown.current = true;
        hide();
        setTimeout(() => (pointerDown.current = false), 0);
      }}
    >
      {trigger}
      {open ? (
        <span
          ref={tipRef}
          id={id}
          role="tooltip"
          className={cn(
            "absolute z-50 w-max max-w-xs animate-fade-in rounded-md bg-fg px-3 py-1.5 text-sm text-bg shadow-raised",
            sideClasses[side],
            className,
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
