import { Menu, Plus } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
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
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog.tsx";
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
        <LanguageSwitcher variant="full" />
        <ThemeToggle theme={theme} showLabel />
      </div>
    </div>
  );
}

/**
 * Below 1024px. Before JavaScript runs (or without it) the menu is a <details> disclosure
 * that opens a panel under the header; once hydrated it is a Radix dialog sliding in from
 * the right (focus trapped, Escape closes, focus returns to the button).
 */
export function MobileMenu({ user, theme }: { user?: ShellUser | null; theme: Theme }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // Close after any navigation (links inside also close it directly).
  const here = pathname + search;
  const [openedAt, setOpenedAt] = useState(here);
  if (openedAt !== here) {
    setOpenedAt(here);
    setOpen(false);
  }

  const label = (
    <>
      <Menu aria-hidden="true" />
      <span>{t("nav.menu")}</span>
    </>
  );

  if (!hydrated) {
    return (
      <details className="group">
        <summary className={menuButtonClasses}>{label}</summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface px-4 py-5 shadow-overlay">
          <MobileNavContent user={user} theme={theme} />
        </div>
      </details>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={menuButtonClasses}>{label}</DialogTrigger>
      <DialogContent
        side="right"
        className="p-4 pt-3"
        onOpenAutoFocus={(event) => {
          // Radix skips links when choosing what to focus; in a menu the first link is right.
          const first = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector("nav a") : null;
          if (first instanceof HTMLElement) {
            event.preventDefault();
            first.focus();
          }
        }}
      >
        <div className="mb-4 flex min-h-12 items-center pe-12">
          <Logo />
        </div>
        <DialogTitle className="sr-only">{t("nav.menu")}</DialogTitle>
        <DialogDescription className="sr-only">{t("nav.menuDescription")}</DialogDescription>
        <MobileNavContent user={user} theme={theme} onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
