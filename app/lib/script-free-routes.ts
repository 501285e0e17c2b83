import { matchRoutes } from "react-router";

/**
 * Which addresses are script-free pages (`handle.scripts = false`, ADR 0016), for the hydrated app
 * to open them as documents rather than render them with React (ADR 0016, "One client
 * implementation per widget"): their widgets then only ever run as islands.
 *
 * The client cannot ask the router: route discovery is lazy, so the browser knows only the routes
 * it has visited. This is every path of app/routes.ts, joined, with its page's `scripts` flag;
 * script-free-routes.test.ts fails when it differs from app/routes.ts or from a route module's
 * handle. Matching goes through React Router's own ranking (a fixed path beats `/:state`).
 */
/** The paths of the script-free pages. */
const SCRIPT_FREE_PATHS: readonly string[] = [
  "",
  "about",
  "freshness",
  "pricing",
  "autism-financial-aid",
  "privacy-policy",
  "terms-conditions",
  "search",
  "listings",
  "listings/:id",
  "listing/:id",
  ":state",
  ":state/:city",
  ":state/:city/:name/:id",
  "blog",
  "blog/:slug",
];

/** Every other path, which may outrank one of the above (`/favorites` before `/:state`). */
const SCRIPTED_PATHS: readonly string[] = [
  "preferences",
  "health",
  "login",
  "register",
  "logout",
  "reset-password",
  "change-password",
  "verify-email",
  "resources",
  "autism-sensory-products",
  "contact",
  "newsletter",
  "newsletter/confirm",
  "newsletter/unsubscribe",
  "alerts",
  "alerts/save",
  "alerts/confirm",
  "alerts/unsubscribe",
  "add-listing",
  "my-listings",
  "my-listings/place",
  "my-listings/:id/edit",
  "my-listings/:id/images",
  "upgrade-checkout",
  "upgrade-checkout/demo",
  "my-listings/:id/demo-billing",
  "claim-listing",
  "claim-confirmation",
  "listing-update",
  "sitemap.xml",
  "robots.txt",
  "out/:id/:kind",
  "listings/:id/contact-report",
  "listings/:id/review",
  "reviews/confirm",
  "reviews/:id/respond",
  "reviews/:id/report",
  "listings/:id/suggest-edit",
  "favorites",
  "compare",
  "jobs",
  "jobs/:job",
  "my-listings/:id/jobs",
  "admin",
  "admin/insurance",
  "admin/insurance/:id",
  "admin/products",
  "admin/products/:id",
  "admin/products/:id/image",
  "admin/blog",
  "admin/blog/:id",
  "admin/blog/:id/cover",
  "admin/users",
  "admin/users/:id",
  "admin/messages",
  "admin/messages/:id",
  "admin/newsletter",
  "admin/newsletter/export",
  "admin/contacts",
  "admin/contacts/import",
  "admin/contacts/:id",
  "admin/audit",
  "admin/listings",
  "admin/listings/:id",
  "admin/claims",
  "admin/reviews",
  "admin/suggestions",
  "admin/parent-reports",
  "admin/registry-matches",
  "admin/import",
  "admin/import/template.csv",
  "admin/import/export.csv",
  "admin/import/registry",
  "admin/import/registry/:id",
  "admin/import/:id",
  "admin/import/:id/progress.json",
  "admin/import/:id/rejected.csv",
  "*",
];

const routeObjects = [
  ...SCRIPT_FREE_PATHS.map((path) => ({ path: `/${path}`, scriptFree: true })),
  ...SCRIPTED_PATHS.map((path) => ({ path: `/${path}`, scriptFree: false })),
];

/** Whether the page at this path is one of the script-free pages. */
export function isScriptFreePath(pathname: string): boolean {
  const matches = matchRoutes(routeObjects, pathname);
  return matches?.at(-1)?.route.scriptFree ?? false;
}

/**
 * The hydrated app's guard: a click on a same-origin link into a script-free page loads that page
 * as a document (the router would render it with React). Installed once, in the capture phase, so
 * it runs before React Router's own link handler, which leaves a click whose default is prevented
 * alone. Returns the function that removes it.
 */
export function documentNavigationsIntoScriptFreePages(win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
    if (anchor.target && anchor.target !== "_self") return;
    const url = new URL(anchor.href, win.location.href);
    if (url.origin !== win.location.origin || !isScriptFreePath(url.pathname)) return;
    // The same document with another #fragment: the browser scrolls, nothing to load.
    const here = win.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    win.location.assign(url.href);
  };
  win.document.addEventListener("click", onClick, true);
  return () => win.document.removeEventListener("click", onClick, true);
}
