import { data, redirect, type AppLoadContext } from "react-router";
import { findState, stateSlug, type UsState } from "@domain/states.ts";
import { searchListings } from "@server/listings/search.server.ts";
import type { ListingSearchParams } from "@domain/search-params.ts";
import type { MapSource } from "~/components/map/map-source.ts";
import { AREA_MAX_SHOWN, AREA_PAGE_STEP, type AreaData } from "./area-view.tsx";
import { filterValues, readSearch, toCard, insuranceOptions } from "../../lib/page-data/listings.server.ts";
import { isFiltered } from "../../components/listings/filter-values.ts";

/** The state of a /{state} address, or a 404; other spellings (/tx, /Texas) redirect to the slug. */
export function stateFromSlug(slug: string | undefined, rest = ""): UsState {
  const state = findState(slug);
  if (!state) throw data(null, { status: 404 });
  if (slug !== stateSlug(state)) throw redirect(`/${stateSlug(state)}${rest}`, 301);
  return state;
}

/** ?show=24: how many cards the page shows (a multiple of 12). */
function shownCount(url: URL): number {
  const n = Number.parseInt(url.searchParams.get("show") ?? "", 10);
  if (!Number.isFinite(n) || n <= AREA_PAGE_STEP) return AREA_PAGE_STEP;
  return Math.min(Math.ceil(n / AREA_PAGE_STEP) * AREA_PAGE_STEP, AREA_MAX_SHOWN);
}

/**
 * The state select of a filter form without JavaScript submits ?state=slug: another state (or
 * All States) is another page. Spec 4: changing state resets the filters; the location stays.
 */
export function stateSwitch(url: URL, current: UsState): void {
  const chosen = url.searchParams.get("state");
  if (chosen === null) return;
  const keep = new URLSearchParams();
  for (const k of ["lat", "lng"]) {
    const v = url.searchParams.get(k);
    if (v) keep.set(k, v);
  }
  const qs = keep.size ? `?${keep}` : "";
  if (chosen === "all" || chosen === "") throw redirect(`/${qs}`);
  const next = findState(chosen);
  if (next && next.code !== current.code) throw redirect(`/${stateSlug(next)}${qs}`);
}

export async function areaListings(context: AppLoadContext, url: URL, scope: Partial<ListingSearchParams>) {
  const params = readSearch(url, ["state"]);
  const shown = shownCount(url);
  const filters = filterValues(params);
  const [result, insurances] = await Promise.all([
    searchListings(context, { ...params, ...scope, statePage: true, page: 1, pageSize: shown }),
    insuranceOptions(context),
  ]);
  const areaTotal = isFiltered({ ...filters, state: "" })
    ? (await searchListings(context, { ...scope, statePage: true, pageSize: 1 })).total
    : result.total;
  return { params, result, filters, insurances, shown, areaTotal, listings: result.listings.map(toCard) };
}

/** What the state and city pages render (AreaView), from their search. */
export function areaViewData(
  area: Awaited<ReturnType<typeof areaListings>>,
  where: { place: string; state: UsState; city: string | null; map: MapSource },
): AreaData {
  return {
    place: where.place,
    stateName: where.state.name,
    stateSlug: stateSlug(where.state),
    city: where.city,
    areaTotal: area.areaTotal,
    total: area.result.total,
    shown: area.shown,
    listings: area.listings,
    filters: { ...area.filters, state: where.state.code },
    insurances: area.insurances,
    map: where.map,
  };
}
