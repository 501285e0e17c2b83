import type { Namespace } from "@domain/i18n/catalog.ts";

/**
 * Catalog namespaces (a key's first segment) that pages load. The root loader sends the
 * shell's with every page; each route's `handle.i18n` names the rest (app/i18n/namespaces.test.ts
 * checks every key a route's modules use is covered).
 */
export const SHELL_NAMESPACES = [
  "site",
  "common",
  "nav",
  "lang",
  "theme",
  "progress",
  "toast",
  // Hearts, "Compare" buttons and the comparison tray appear on every page with listings.
  "saved",
  "footer",
  "service",
  "newsletter",
  "notFound",
  "error",
] as const satisfies readonly Namespace[];

/** The listing views shared by home, search, state and city pages: results, filters, map. */
export const LISTING_VIEW_NAMESPACES = [
  "listing",
  "results",
  "pagination",
  "tier",
  "filters",
  "sort",
  "nearMe",
  "setting",
  "language",
  "funding",
  "map",
] as const satisfies readonly Namespace[];
