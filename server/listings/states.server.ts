/** The states that have listings (GET /api/listings/states, the state dropdown, the sitemap). */
import type { UseCaseContext } from "../use-case.ts";
import { stateByCode, stateSlug } from "@domain/states.ts";
import { booleanParam } from "../../domain/query-params.ts";

export const statesDetailParam = booleanParam("detail", {
  description: "true (or 1) answers objects {code, name, slug, count} instead of names.",
});

export interface StateWithListings {
  code: string;
  name: string;
  slug: string;
  count: number;
}

/** States with at least one active listing, by name. */
export async function statesWithListings({ database }: UseCaseContext<"database">): Promise<StateWithListings[]> {
  const rows = await database.sql<{ state: string; count: number }[]>`
    select state, count(*)::int as count from listings where status = 'active' group by state`;
  return rows
    .flatMap(({ state, count }) => {
      const s = stateByCode(state);
      return s ? [{ code: s.code, name: s.name, slug: stateSlug(s), count }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
