import { Link } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** The ABA Atlas mark: a location pin holding a small heart, on a teal tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#0b6e69" />
      <path
        d="M16 5.5c-4.7 0-8.5 3.7-8.5 8.3 0 5.9 7 12 7.8 12.6.4.3 1 .3 1.4 0 .8-.6 7.8-6.7 7.8-12.6 0-4.6-3.8-8.3-8.5-8.3Z"
        fill="#ffffff"
      />
      <path
        d="M16 18.2c-.2 0-.4-.1-.5-.2-1.9-1.6-3.3-2.8-3.3-4.3 0-1.2.9-2.1 2.1-2.1.7 0 1.3.3 1.7.9.4-.6 1-.9 1.7-.9 1.2 0 2.1.9 2.1 2.1 0 1.5-1.4 2.7-3.3 4.3-.1.1-.3.2-.5.2Z"
        fill="#b4232a"
      />
    </svg>
  );
}

/** Site name and mark, linking home. */
export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t("site.homeLink")}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight whitespace-nowrap text-fg",
        className,
      )}
    >
      <LogoMark />
      <span>{t("site.name")}</span>
    </Link>
  );
}
