import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** "center": a modal box; "right": a full-height panel from the right edge (mobile menu). */
  side?: "center" | "right";
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  hideClose?: boolean;
  children: ReactNode;
}

/** Modal content with overlay, focus trap, Escape to close and a labelled close button. */
export function DialogContent({
  side = "center",
  closeLabel,
  hideClose,
  className,
  children,
  ...props
}: DialogContentProps) {
  const t = useT();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          "fixed z-50 flex flex-col bg-surface text-fg shadow-overlay focus:outline-none",
          side === "center"
            ? "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-fade-in"
            : "inset-y-0 right-0 h-dvh w-[min(22rem,calc(100vw-2.5rem))] overflow-y-auto border-l border-border data-[state=open]:animate-slide-in-right",
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            aria-label={closeLabel ?? t("common.close")}
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("pe-10 text-xl font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("mt-2 text-fg-muted", className)} {...props} />;
}
