import { ChevronDown } from "~/components/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NavLink } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { RESOURCE_LINKS, isActivePath } from "./nav-links.ts";

/**
 * "Autism Resources" as a <details> disclosure: it opens with Enter/Space or a click and its
 * links are ordinary links, with or without JavaScript. With JavaScript it also closes on
 * Escape (focus returns to the toggle), on a click outside, on focus leaving it and after a
 * navigation.
 */
export function ResourcesMenu({ linkClassName }: { linkClassName: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const active = RESOURCE_LINKS.some((item) => isActivePath(pathname, item));

  const close = (focusToggle: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusToggle) details.querySelector("summary")?.focus();
  };

  useEffect(() => {
    close(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <details
      ref={ref}
      className="group relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close(false);
      }}
    >
      <summary className={cn(linkClassName, "list-none", active && "bg-primary-soft text-primary-soft-fg")}>
        {t("nav.resources")}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-border bg-surface p-2 shadow-overlay">
        <ul className="flex flex-col">
          {RESOURCE_LINKS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 items-center rounded-lg px-3 text-base text-fg hover:bg-surface-2",
                    isActive && "bg-primary-soft font-semibold text-primary-soft-fg",
                  )
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
