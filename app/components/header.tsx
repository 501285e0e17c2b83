import { Plus } from "~/components/icons.tsx";
import { Link, NavLink } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import type { Theme } from "~/lib/theme.ts";
import { AccountLinks } from "./account-links.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import {
  ADD_LISTING_HREF,
  ADMIN_LINK,
  PRIMARY_LINKS,
  SECONDARY_LINKS,
  type NavItem,
  type ShellUser,
} from "./nav-links.ts";
import { ResourcesMenu } from "./resources-menu.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { buttonClasses } from "./ui/button.tsx";

const navLinkClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-base font-medium whitespace-nowrap text-fg transition-colors hover:bg-surface-2";

function HeaderLink({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => cn(navLinkClasses, isActive && "bg-primary-soft font-semibold text-primary-soft-fg")}
    >
      {t(item.label)}
    </NavLink>
  );
}

/**
 * Spec 2 header: desktop navigation from 1024px, a menu dialog below that. It reflows (WCAG
 * 1.4.10, 1.4.4; audit issue 30, item 17): below 640px the theme toggle lives in the menu only,
 * so at 320px the logo and Menu fit, and with large text the row wraps instead of pushing Menu,
 * the phone's only navigation, off the screen.
 */
export function Header({ user, theme }: { user?: ShellUser | null; theme: Theme }) {
  const t = useT();
  const isSiteAdmin = user?.role === "site_admin";
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/90 lg:static lg:bg-surface">
      <div className="page-container flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
        <Logo />
        <div className="ms-auto hidden flex-wrap items-center justify-end gap-1.5 lg:flex">
          <LanguageSwitcher place="header" />
          <ThemeToggle theme={theme} place="header" />
          <AccountLinks user={user} layout="inline" />
          <Link to={ADD_LISTING_HREF} className={buttonClasses({ size: "md", className: "ms-1" })}>
            <Plus aria-hidden="true" />
            {t("nav.addListing")}
          </Link>
        </div>
        <div className="ms-auto flex items-center gap-1 lg:hidden">
          <ThemeToggle theme={theme} place="bar" className="hidden sm:block" />
          <MobileMenu user={user} theme={theme} />
        </div>
      </div>
      {/* Desktop: the navigation gets its own row, so long (Spanish) labels never collide. */}
      <div className="hidden border-t border-border lg:block">
        <nav aria-label={t("nav.main")} className="page-container">
          <ul className="-ms-3 flex min-h-13 flex-wrap items-center gap-1">
            {PRIMARY_LINKS.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} />
              </li>
            ))}
            <li>
              <ResourcesMenu linkClassName={navLinkClasses} />
            </li>
            {SECONDARY_LINKS.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} />
              </li>
            ))}
            {isSiteAdmin ? (
              <li>
                <HeaderLink item={ADMIN_LINK} />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
