import { Menu, Plus, X } from "~/components/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import type { Theme } from "~/lib/theme.ts";
import { AccountLinks } from "./account-links.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import {
  ADD_LISTING_HREF,
  ADMIN_LINK,
  PRIMARY_LINKS,
  RESOURCE_LINKS,
  SECONDARY_LINKS,
  type NavItem,
  type ShellUser,
} from "./nav-links.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { buttonClasses } from "./ui/button.tsx";
import { usePreferenceFocusInMenu } from "./preference-focus.tsx";
import { useHydrated } from "./use-hydrated.ts";

const menuButtonClasses = buttonClasses({ variant: "secondary", size: "md", className: "list-none px-3" });

function MenuLink({ item, onNavigate, nested = false }: { item: NavItem; onNavigate?: () => void; nested?: boolean }) {
  const t = useT();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          "flex min-h-12 items-center rounded-lg px-3 text-base text-fg hover:bg-surface-2",
          nested ? "ps-6" : "font-semibold",
          isActive && "bg-primary-soft font-semibold text-primary-soft-fg",
        )
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

/** The header's links, account area, language and theme controls, stacked for small screens. */
function MobileNavContent({
  user,
  theme,
  onNavigate,
}: {
  user?: ShellUser | null;
  theme: Theme;
  onNavigate?: () => void;
}) {
  const t = useT();
  const isSiteAdmin = user?.role === "site_admin";
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t("nav.main")}>
        <ul className="flex flex-col gap-0.5">
          {PRIMARY_LINKS.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} onNavigate={onNavigate} />
            </li>
          ))}
          <li>
            <p
              id="mobile-resources-heading"
              className="px-3 pt-3 pb-1 text-sm font-semibold tracking-wide text-fg-muted uppercase"
            >
              {t("nav.resources")}
            </p>
            <ul aria-labelledby="mobile-resources-heading" className="flex flex-col gap-0.5">
              {RESOURCE_LINKS.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} onNavigate={onNavigate} nested />
                </li>
              ))}
            </ul>
          </li>
          {SECONDARY_LINKS.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} onNavigate={onNavigate} />
            </li>
          ))}
          {isSiteAdmin ? (
            <li>
              <MenuLink item={ADMIN_LINK} onNavigate={onNavigate} />
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-border pt-5">
        <Link to={ADD_LISTING_HREF} onClick={onNavigate} className={buttonClasses({ className: "w-full" })}>
          <Plus aria-hidden="true" />
          {t("nav.addListing")}
        </Link>
        <AccountLinks user={user} layout="stacked" onNavigate={onNavigate} />
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-5">
        <LanguageSwitcher variant="full" place="menu" />
        <ThemeToggle theme={theme} showLabel place="menu" />
      </div>
    </div>
  );
}

/**
 * Below 1024px. Before JavaScript runs (or without it) the menu is a <details> disclosure
 * that opens a panel under the header; once hydrated it is a native modal <dialog> sliding in
 * from the right (showModal: the page behind is inert, Escape closes; focus moves to the
 * first link and returns to the button). No Radix: this is on every page.
 */
export function MobileMenu({ user, theme }: { user?: ShellUser | null; theme: Theme }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A switch in the menu was just used (a plain form's redirect): the menu is open around it.
  const reopen = usePreferenceFocusInMenu();
  const { pathname, search } = useLocation();
  // Close after any navigation (links inside also close it directly).
  const here = pathname + search;
  const [openedAt, setOpenedAt] = useState(here);
  if (openedAt !== here) {
    setOpenedAt(here);
    setOpen(false);
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // In a menu the first link is the right place to start.
      const first = dialog.querySelector("nav a");
      if (first instanceof HTMLElement) first.focus();
      const root = document.documentElement;
      const overflow = root.style.overflow;
      root.style.overflow = "hidden";
      return () => {
        root.style.overflow = overflow;
      };
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const label = (
    <>
      <Menu aria-hidden="true" />
      <span>{t("nav.menu")}</span>
    </>
  );

  if (!hydrated) {
    return (
      <details className="group" open={reopen || undefined}>
        <summary className={menuButtonClasses}>{label}</summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface px-4 py-5 shadow-overlay">
          <MobileNavContent user={user} theme={theme} />
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={menuButtonClasses}
      >
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => {
          setOpen(false);
          // Back to the button, unless a navigation from the menu has already moved focus to the
          // new page (RouteFocus): the close event comes after it.
          const active = document.activeElement;
          if (!active || active === document.body || dialogRef.current?.contains(active)) buttonRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-2.5rem))] max-w-none overflow-hidden border-0 border-l border-border bg-surface p-0 text-fg shadow-overlay backdrop:bg-overlay open:animate-slide-in-right"
      >
        {open ? (
          <div className="relative h-full overflow-y-auto p-4 pt-3">
            <div className="mb-4 flex min-h-12 items-center pe-12">
              <Logo />
            </div>
            <h2 id={titleId} className="sr-only">
              {t("nav.menu")}
            </h2>
            <p id={descriptionId} className="sr-only">
              {t("nav.menuDescription")}
            </p>
            <MobileNavContent user={user} theme={theme} onNavigate={() => setOpen(false)} />
            <button
              type="button"
              aria-label={t("common.close")}
              onClick={() => setOpen(false)}
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
