export const ROLES = ["site_admin", "listing_admin", "listing_contributor"] as const;
export type Role = (typeof ROLES)[number];
