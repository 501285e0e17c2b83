import { useT } from "~/i18n/index.tsx";

/**
 * The toast region, rendered once in the app shell on every page (no Radix): server markup that
 * React never updates. Its two live regions are always in the page so additions are announced:
 * role=status (polite) and, for errors, role=alert (assertive). The toasts themselves are shown by
 * the toast island (app/islands/toast.ts), on hydrated and script-free pages alike (ADR 0016):
 * they close after 5 s (errors 8 s), paused while hovered or focused; Escape or the labelled close
 * button dismisses one; F8 moves focus to the region. Motion is a short fade, switched off by
 * prefers-reduced-motion (app.css).
 */
export function ToastRegion() {
  const t = useT();
  return (
    <section
      tabIndex={-1}
      aria-label={t("toast.region", { hotkey: "F8" })}
      data-toast-region
      className="pointer-events-none fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:p-6"
    >
      {/* Island-owned: React renders these empty and never gives them children. */}
      <div role="alert" aria-live="assertive" aria-atomic="false" className="flex flex-col gap-2" />
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2" />
    </section>
  );
}
