import { slugify } from "./slug.ts";
import { findState, stateSlug } from "./states.ts";

export interface ListingUrlParts {
  id?: number | null;
  name?: string | null;
  city?: string | null;
  /** Two-letter code (or a state name). */
  state?: string | null;
}

function preferredPath(id: number, name: string, city: string, stateValue: string): string {
  const state = findState(stateValue);
  if (!state) throw new Error(`unknown state ${stateValue}`);
  const parts = [stateSlug(state), slugify(city), slugify(name)];
  if (parts.some((p) => !p)) throw new Error("empty slug");
  return `/${parts.join("/")}/${id}`;
}

/**
 * The preferred listing URL /{state}/{city}/{name}/{id} (spec section 2), the state slug taken
 * from the state's name (DC is washington-dc). A listing missing id, name, city or state links
 * to "/"; one whose URL cannot be built (unknown state, a name with no letters) to /listing/{id}.
 */
export function listingUrl(listing: ListingUrlParts): string {
  const { id, name, city, state } = listing;
  if (id == null || !name || !city || !state) return "/";
  try {
    return preferredPath(id, name, city, state);
  } catch {
    return `/listing/${id}`;
  }
}
