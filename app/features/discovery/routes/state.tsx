import { data } from "react-router";
import type { Route } from "./+types/state";
import { AREA_RESULTS_ID, AreaView } from "~/features/discovery/area-view.tsx";
import { areaListings, areaViewData, stateFromSlug, stateSwitch } from "~/features/discovery/area-data.server.ts";
import { pageSeo, pageTools } from "~/lib/page-data/listings.server.ts";
import { stateMapSource } from "~/lib/page-data/map-source.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { stateSlug } from "@domain/states.ts";
import { stateSeo } from "@server/listings/seo-meta.server.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import type { SkipLinksHandle } from "~/lib/skip-links.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { LISTING_VIEW_NAMESPACES } from "~/i18n/namespaces.ts";
import { appearancesHeaders } from "@domain/insights.ts";

// Filters, Load More, the map, hearts and Near Me work through islands; no React on the client (ADR 0016).
export const handle: I18nHandle & ScriptsHandle & SkipLinksHandle = {
  skipToResults: AREA_RESULTS_ID,
  i18n: [...LISTING_VIEW_NAMESPACES, "home", "area", "state"],
  scripts: false,
  islands: ["map", "saved", "results", "newsletter"],
};

/** Spec "State page" (/{state}); an unknown state is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = stateFromSlug(params.state, url.search);
  stateSwitch(url, state);
  const tools = pageTools(request, context);
  const area = await areaListings(context, url, { state: state.code });
  const slug = stateSlug(state);
  const seo = pageSeo(tools, {
    title: `${tools.t("state.title", { state: state.name })} | ABA Atlas`,
    description: tools.t.plural("state.metaDescription", area.areaTotal, { state: state.name }),
    pathname: `/${slug}`,
    seo: stateSeo(state, area.areaTotal, area.result.listings.slice(0, 10), tools.origin),
    noindex: url.search.length > 0,
  });
  return data(
    {
      i18n: routeMessages(request, handle.i18n),
      seo,
      area: areaViewData(area, { place: state.name, state, city: null, map: stateMapSource(area.params, state.code) }),
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

export default function StatePage({ loaderData }: Route.ComponentProps) {
  return <AreaView area={loaderData.area} />;
}

export const ErrorBoundary = DiscoveryErrorBoundary;
