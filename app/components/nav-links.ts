import type { MessageKey } from "~/i18n/index.tsx";

export interface NavItem {
  to: string;
  label: MessageKey;
  /** Match the path exactly (home). */
  end?: boolean;
}

/** Header links before the resources menu (spec 2). */
export const PRIMARY_LINKS: readonly NavItem[] = [
  { to: "/", label: "nav.home", end: true },
  { to: "/search", label: "nav.listings" },
];

/** The "Autism Resources" menu. */
export const RESOURCE_LINKS: readonly NavItem[] = [
  { to: "/resources", label: "nav.resourcesHub" },
  { to: "/autism-sensory-products", label: "nav.sensoryProducts" },
  { to: "/autism-financial-aid", label: "nav.financialAid" },
  { to: "/blog", label: "nav.news" },
];

/** Header links after the resources menu. */
export const SECONDARY_LINKS: readonly NavItem[] = [
  { to: "/jobs", label: "nav.jobs" },
  { to: "/favorites", label: "saved.favoritesLink" },
  { to: "/about", label: "nav.about" },
];

export const ADMIN_LINK: NavItem = { to: "/admin", label: "nav.admin" };
export const ADD_LISTING_HREF = "/claim-listing";
export const LOGIN_HREF = "/login";
export const LOGOUT_ACTION = "/logout";
export const MY_LISTINGS_HREF = "/my-listings";
/** A signed-in user's saved searches (issue 29). */
export const ALERTS_HREF = "/alerts";

/** The signed-in user as the header needs it (accounts come later; root passes nothing yet). */
export interface ShellUser {
  fullName?: string | null;
  username: string;
  role: string;
}

export function displayName(user: ShellUser): string {
  return user.fullName?.trim() || user.username;
}

export function isActivePath(pathname: string, item: NavItem): boolean {
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
