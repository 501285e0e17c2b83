/**
 * The toasts, on every page that shows one (hydrated or script-free: the only implementation; ADR
 * 0016), in the app shell's toast region (toast.tsx renders it, with its two live regions, and
 * never updates it): closing after 5 s (errors 8 s), paused while hovered or focused, Escape or
 * the close button dismisses it, F8 moves focus to the region while it holds a toast.
 */
import { element } from "~/lib/dom.ts";

export interface IslandToast {
  title: string;
  description?: string;
  variant: "success" | "error";
  closeLabel: string;
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "F8") return;
  const region = document.querySelector<HTMLElement>("[data-toast-region]");
  if (!region?.querySelector("button")) return;
  event.preventDefault();
  region.focus();
});

export function showToast({ title, description, variant, closeLabel }: IslandToast): void {
  const region = document.querySelector(`[data-toast-region] [role="${variant === "error" ? "alert" : "status"}"]`);
  if (!region) return;
  const card = element(
    "div",
    `pointer-events-auto relative flex w-full animate-fade-in items-start gap-3 rounded-xl border border-border bg-surface p-4 pe-12 text-fg shadow-overlay border-s-4 ${variant === "error" ? "border-s-danger" : "border-s-success"}`,
  );
  const text = element("div", "min-w-0");
  text.append(element("p", "font-semibold", title));
  if (description) text.append(element("p", "mt-1 text-sm text-fg-muted", description));
  const close = element(
    "button",
    "absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg",
    "×",
  );
  close.type = "button";
  close.setAttribute("aria-label", closeLabel);
  card.append(text, close);

  let remaining = variant === "error" ? 8000 : 5000;
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    card.remove();
  };
  const run = () => {
    started = Date.now();
    timer = setTimeout(dismiss, remaining);
  };
  const pause = () => {
    clearTimeout(timer);
    remaining = Math.max(1000, remaining - (Date.now() - started));
  };
  card.addEventListener("pointerenter", pause);
  card.addEventListener("pointerleave", run);
  card.addEventListener("focusin", pause);
  card.addEventListener("focusout", (event) => {
    if (!card.contains(event.relatedTarget as Node | null)) run();
  });
  card.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dismiss();
  });
  close.addEventListener("click", dismiss);
  // The shell keeps at most five toasts.
  while (region.children.length >= 5) region.firstElementChild?.remove();
  region.append(card);
  run();
}
