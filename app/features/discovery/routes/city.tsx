import { data } from "react-router";
import type { Route } from "./+types/city";
import { AREA_RESULTS_ID, AreaView } from "~/features/discovery/area-view.tsx";
import { areaListings, areaViewData, stateFromSlug, stateSwitch } from "~/features/discovery/area-data.server.ts";
import { pageSeo, pageTools, readSearch } from "~/lib/page-data/listings.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { stateSlug } from "@domain/states.ts";
import { breadcrumbList, itemList, jsonLd } from "@domain/structured-data.ts";
import { cityBySlug } from "@server/listings/city-by-slug.server.ts";
import { CITY_RADIUS_MILES } from "@domain/listing-limits.ts";
import { absoluteUrl } from "@server/listings/seo-meta.server.ts";
import { cityMapSource } from "~/lib/page-data/map-source.server.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import type { SkipLinksHandle } from "~/lib/skip-links.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { LISTING_VIEW_NAMESPACES } from "~/i18n/namespaces.ts";
import { appearancesHeaders } from "@domain/insights.ts";

// Filters, Load More, the map, hearts and Near Me work through islands; no React on the client (ADR 0016).
export const handle: I18nHandle & ScriptsHandle & SkipLinksHandle = {
  skipToResults: AREA_RESULTS_ID,
  i18n: [...LISTING_VIEW_NAMESPACES, "home", "area", "city", "state"],
  scripts: false,
  islands: ["map", "saved", "results", "newsletter"],
};

/** City page (/{state}/{city}): the city's providers and the nearest around it in its state, nearest first. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = stateFromSlug(params.state, `/${params.city}${url.search}`);
  stateSwitch(url, state);
  const city = await cityBySlug(context, { state: state.code, slug: params.city });
  if (!city || city.lat === null || city.lng === null) throw data(null, { status: 404 });
  if (city.slug !== params.city) throw data(null, { status: 404 });
  const tools = pageTools(request, context);
  const requested = readSearch(url, ["state"]);
  // The page keeps its own state's providers (spec 7): the radius around the city stops at the
  // state line, for the list, its counts and the map alike (Brooklyn shows no New Jersey pins).
  const scope = {
    state: state.code,
    location: { lat: city.lat, lng: city.lng },
    distance:
      requested.distance && requested.distance >= 1 && requested.distance <= 998
        ? requested.distance
        : CITY_RADIUS_MILES,
  };
  const area = await areaListings(context, url, { ...scope, sort: requested.sort ?? "distance" });
  const place = `${city.city}, ${state.code}`;
  const slug = stateSlug(state);
  const pathname = `/${slug}/${city.slug}`;
  const pageUrl = absoluteUrl(tools.origin, pathname);
  const structuredData = jsonLd(
    itemList(
      tools.t("city.listName", { place }),
      area.areaTotal,
      area.result.listings.slice(0, 10).map((l) => ({ url: absoluteUrl(tools.origin, l.url), name: l.name })),
    ),
    breadcrumbList([
      { name: tools.t("nav.home"), url: absoluteUrl(tools.origin, "/") },
      { name: state.name, url: absoluteUrl(tools.origin, `/${slug}`) },
      { name: city.city, url: pageUrl },
    ]),
  );
  const seo = pageSeo(tools, {
    title: `${tools.t("state.title", { state: place })} | ABA Atlas`,
    description: tools.t.plural("state.metaDescription", area.areaTotal, { state: place }),
    pathname,
    noindex: url.search.length > 0,
  });
  return data(
    {
      i18n: routeMessages(request, handle.i18n),
      seo: { ...seo, structuredData },
      area: areaViewData(area, {
        place,
        state,
        city: city.city,
        map: cityMapSource({ ...requested, ...scope, statePage: true }, scope.location, state.code),
      }),
    },
    { headers: appearancesHeaders(area.result.listings.map((l) => l.id)) },
  );
}

/** The insights header (read and removed by the insights middleware); React Router drops loader headers without this. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <AreaView area={loaderData.area} />;
}

export const ErrorBoundary = DiscoveryErrorBoundary;
