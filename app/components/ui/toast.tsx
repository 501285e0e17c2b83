import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

type ToastVariant = "default" | "success" | "error";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000 (errors 8000). */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts: `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}

const icons = { default: Info, success: CircleCheck, error: CircleAlert } as const;
const accents = { default: "text-primary", success: "text-success", error: "text-danger" } as const;

/** One toast: closes itself after its duration, paused while hovered or focused. */
function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const t = useT();
  const variant = item.variant ?? "default";
  const Icon = icons[variant];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // Time left, kept across pauses.
  const remaining = useRef(item.duration ?? (variant === "error" ? 8000 : 5000));
  const { id } = item;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, id, onDismiss]);

  return (
    <div
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onDismiss(id);
        }
      }}
      className={cn(
        "pointer-events-auto relative flex w-full animate-fade-in items-start gap-3 rounded-xl border border-border bg-surface p-4 pe-12 text-fg shadow-overlay",
        variant === "error" && "border-s-4 border-s-danger",
        variant === "success" && "border-s-4 border-s-success",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", accents[variant])} />
      <div className="min-w-0">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-fg-muted">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t("common.close")}
        onClick={() => onDismiss(id)}
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The toast region, mounted once in the app shell (no Radix: it is on every page). Two live
 * regions are always in the page so additions are announced: role=status (polite) and, for
 * errors, role=alert (assertive). Toasts close after 5 s (errors 8 s), paused while hovered or
 * focused; Escape or the labelled close button dismisses one; F8 moves focus to the region.
 * Motion is a short fade, switched off by prefers-reduced-motion (app.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const dismiss = useCallback((id: number) => {
    setItems((all) => all.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setItems((all) => [...all.slice(-4), { ...options, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8" && regionRef.current?.querySelector("button")) {
        event.preventDefault();
        regionRef.current.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const polite = items.filter((item) => item.variant !== "error");
  const assertive = items.filter((item) => item.variant === "error");

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label={t("toast.region", { hotkey: "F8" })}
        data-toast-region
        className="pointer-events-none fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:p-6"
      >
        <div role="alert" aria-live="assertive" aria-atomic="false" className="flex flex-col gap-2">
          {assertive.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
          {polite.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
