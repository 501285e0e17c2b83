import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

export type ToastVariant = "default" | "success" | "error";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000 (errors 8000). */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
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

/**
 * Radix toast region, mounted once in the app shell. Toasts are announced through Radix's
 * live region (errors assertively), pause on hover/focus, can be swiped away, and F8
 * moves focus to the region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, open: false } : item)));
    // Leave time for the closing animation, then drop it.
    setTimeout(() => setItems((all) => all.filter((item) => item.id !== id)), 300);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setItems((all) => [...all.slice(-4), { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <RadixToast.Provider label={t("toast.label")} duration={5000} swipeDirection="right">
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {items.map((item) => {
        const variant = item.variant ?? "default";
        const Icon = icons[variant];
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            type={variant === "error" ? "foreground" : "background"}
            duration={item.duration ?? (variant === "error" ? 8000 : 5000)}
            className={cn(
              "relative flex w-full items-start gap-3 rounded-xl border border-border bg-surface p-4 pe-12 text-fg shadow-overlay",
              "data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full",
              variant === "error" && "border-s-4 border-s-danger",
              variant === "success" && "border-s-4 border-s-success",
            )}
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", accents[variant])} />
            <div className="min-w-0">
              <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className="mt-1 text-sm text-fg-muted">
                  {item.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label={t("common.close")}
              className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={t("toast.region")}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </RadixToast.Provider>
  );
}
