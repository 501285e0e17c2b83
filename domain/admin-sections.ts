import type { Role } from "./roles.ts";

/**
 * The admin console's sections and who reaches them (issue 13): site_admin every section,
 * listing_admin the listing work only. The server checks the same table on every request.
 */
export const ADMIN_SECTIONS = [
  { id: "dashboard", path: "/admin", roles: ["site_admin"] },
  { id: "listings", path: "/admin/listings", roles: ["site_admin", "listing_admin"] },
  { id: "claims", path: "/admin/claims", roles: ["site_admin", "listing_admin"] },
  { id: "reviews", path: "/admin/reviews", roles: ["site_admin", "listing_admin"] },
  { id: "suggestions", path: "/admin/suggestions", roles: ["site_admin", "listing_admin"] },
  // "Did you contact them?" reports from parents (issue 29): read, dismiss the unfounded.
  { id: "parentReports", path: "/admin/parent-reports", roles: ["site_admin", "listing_admin"] },
  // Listings without an NPI that look like a registry listing (issue 27): same or different?
  { id: "registryMatches", path: "/admin/registry-matches", roles: ["site_admin", "listing_admin"] },
  { id: "import", path: "/admin/import", roles: ["site_admin"] },
  { id: "users", path: "/admin/users", roles: ["site_admin"] },
  { id: "insurance", path: "/admin/insurance", roles: ["site_admin"] },
  { id: "products", path: "/admin/products", roles: ["site_admin"] },
  { id: "blog", path: "/admin/blog", roles: ["site_admin"] },
  { id: "messages", path: "/admin/messages", roles: ["site_admin"] },
  { id: "newsletter", path: "/admin/newsletter", roles: ["site_admin"] },
  { id: "contacts", path: "/admin/contacts", roles: ["site_admin"] },
  { id: "audit", path: "/admin/audit", roles: ["site_admin"] },
] as const satisfies readonly { id: string; path: string; roles: readonly Role[] }[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]["id"];
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The roles that reach a section. */
export function adminSectionRoles(id: AdminSectionId): readonly Role[] {
  return ADMIN_SECTIONS.find((section) => section.id === id)?.roles ?? [];
}

/** The sections a role reaches, in menu order (none for a role without admin rights). */
export function adminSectionsFor(role: Role | null | undefined): AdminSection[] {
  if (!role) return [];
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly Role[]).includes(role));
}

/** Where /admin takes a role: the first section it reaches, or null without admin rights. */
export function adminHomeFor(role: Role | null | undefined): string | null {
  return adminSectionsFor(role)[0]?.path ?? null;
}
