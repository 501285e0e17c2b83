/**
 * A page's map: a labelled region with the count of matching providers, the tier legend and,
 * once React runs and the box is near the screen, the Leaflet map from its own chunk, and its
 * markers (the page's first JavaScript includes neither). Without JavaScript the region still says
 * how many providers match; the list beside it has every one of them.
 */
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { Link, useMatches, useRouteLoaderData } from "react-router";
import { MARKER_GLYPHS, MARKER_GROUPS } from "@domain/map.ts";
import { MATCH_COUNT_CEILING } from "@domain/listing-limits.ts";
import { matchedMessages, useI18n, type MessageKey, type PageMessages } from "~/i18n/index.tsx";
import { usePageIsScriptFree } from "~/lib/page-scripts.ts";
import { cn } from "~/lib/cn.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useNearScreen } from "~/components/use-near-screen.ts";
import { usePageSettled } from "~/components/use-page-settled.ts";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { MapPlaceholder } from "./map-placeholder.tsx";
import { prefetchMarkers, type MapMarker, type MapSource, type MapTiles } from "./map-source.ts";
import type { MapIslandConfig } from "./map-island-config.ts";
import { scriptJson } from "~/lib/dom.ts";
import { MARKER_LEGEND_KEYS } from "./marker-legend.ts";

let mapLoaded = false;
const loadMap = () =>
  import("./leaflet-map.tsx").then((module) => {
    mapLoaded = true;
    return module;
  });
// The map's code and its markers are fetched only when the map's box comes near the screen and
// the page has settled (loaded and idle, or touched; issue 14): a phone that never scrolls to the
// map neither downloads nor runs Leaflet, and the first paint and hydration share neither the
// link nor the CPU with it.
const LeafletMap = lazy(loadMap);

function MapLegend() {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
      <span id={titleId} className="font-medium text-fg">
        {t("map.legendTitle")}
      </span>
      <ul role="list" aria-labelledby={titleId} className="flex flex-wrap gap-x-4 gap-y-1">
        {MARKER_GROUPS.map((group) => (
          <li key={group} className="flex items-center gap-1.5">
            {/* The shape is drawn by CSS (data-glyph), so the item's text stays its tier's name. */}
            <span
              aria-hidden="true"
              data-glyph={MARKER_GLYPHS[group]}
              className="inline-grid size-4 place-items-center rounded-full border border-border-strong text-[9px] leading-none before:content-[attr(data-glyph)]"
              style={{ background: `var(--pin-${group})`, color: "var(--pin-outline)" }}
            />
            {t(MARKER_LEGEND_KEYS[group])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every provider on the map as a plain list of links: the map is never the only way to reach one. */
function MarkerList({ markers }: { markers: readonly MapMarker[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)} data-map-list>
      <summary className="min-h-8 cursor-pointer py-1 font-medium text-link hover:underline">
        {t.plural("map.listSummary", markers.length)}
      </summary>
      {open ? (
        <ul role="list" className="mt-2 grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
          {markers.map((m) => (
            <li key={m.id}>
              <Link to={m.url || `/listing/${m.id}`} className="text-link underline">
                {m.name}
              </Link>
              <span className="text-fg-muted">
                {" "}
                · {m.city}, {m.state}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

export interface MapPanelProps {
  /** The region's accessible name ('Map of providers in Texas'). */
  label: string;
  source: MapSource;
  /** Matching providers, shown above the map; null hides the line. */
  count: number | null;
  className?: string;
  /** Height of the map box. */
  mapClassName: string;
  legend?: boolean;
  /** The list of the providers on the map (off for the one-listing map). */
  list?: boolean;
  /** What a visitor without JavaScript reads instead of the map: where else the page shows its providers. */
  noScript?: MessageKey;
}

/** The map's own texts, for the island of a script-free page. */
function useMapMessages(): PageMessages {
  const all = matchedMessages(useMatches());
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith("map."))) as PageMessages;
}

/**
 * A script-free page's map (ADR 0016): the same box, with what the map island needs beside it.
 * The island draws the map when the box nears the screen and the page has settled.
 */
function IslandMapPanel({
  label,
  source,
  count,
  className,
  mapClassName,
  legend = true,
  list = true,
  noScript = "map.noScript",
}: MapPanelProps) {
  const { t, locale } = useI18n();
  const messages = useMapMessages();
  const root = useRouteLoaderData("root") as { mapTiles?: MapTiles } | undefined;
  const tiles = root?.mapTiles;
  const config: MapIslandConfig | null = tiles ? { locale, messages, tiles, source, list } : null;
  const skip = useSkipMap();
  return (
    <section
      aria-label={label}
      data-map-slot
      data-map-island={config ? "" : undefined}
      data-tour="map"
      className={cn("relative flex flex-col gap-3", className)}
    >
      <MapCount count={count} />
      {skip.link}
      <div
        data-map-box
        className={cn(
          "relative isolate overflow-hidden rounded-xl border border-border-strong bg-(--map-land)",
          mapClassName,
        )}
      >
        <MapPlaceholder>
          <p data-map-loading hidden>
            {t("map.loading")}
          </p>
          <noscript>
            <p>{t(noScript)}</p>
          </noscript>
        </MapPlaceholder>
      </div>
      {skip.end}
      {legend ? <MapLegend /> : null}
      {config ? (
        <script type="application/json" data-map-config dangerouslySetInnerHTML={{ __html: scriptJson(config) }} />
      ) : null}
    </section>
  );
}

/**
 * "Skip the map": a plain in-page link before the map (its zoom buttons, its markers, its credit)
 * to just after it, shown over the map when focused (audit issue 30, item 14). Works without
 * JavaScript, like the shell's skip links.
 */
function useSkipMap() {
  const { t } = useI18n();
  const endId = `map-end-${useId().replace(/[^\w-]/g, "")}`;
  return {
    link: (
      <a href={`#${endId}`} className="skip-link" data-skip-map>
        {t("map.skipMap")}
      </a>
    ),
    end: <div id={endId} tabIndex={-1} className="-mt-3 scroll-mt-20 outline-none" data-map-end />,
  };
}

function MapCount({ count }: { count: number | null }) {
  const { t } = useI18n();
  if (count === null) return null;
  return (
    <p className="text-lg font-semibold" data-map-count data-swap="map-count">
      {count >= MATCH_COUNT_CEILING ? t("map.countMore", { count }) : t.plural("map.count", count)}
    </p>
  );
}

export function MapPanel(props: MapPanelProps) {
  const scriptFree = usePageIsScriptFree();
  // React renders a script-free page in the browser only after a client navigation from a
  // scripted page; then React draws the map, as on any other page.
  const hydrated = useHydrated();
  return scriptFree && !hydrated ? <IslandMapPanel {...props} /> : <HydratedMapPanel {...props} />;
}

function HydratedMapPanel({
  label,
  source,
  count,
  className,
  mapClassName,
  legend = true,
  list = true,
  noScript = "map.noScript",
}: MapPanelProps) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [boxRef, near] = useNearScreen<HTMLDivElement>();
  const settled = usePageSettled();
  const [onMap, setOnMap] = useState<readonly MapMarker[]>([]);
  const root = useRouteLoaderData("root") as { mapTiles?: MapTiles } | undefined;
  const tiles = root?.mapTiles;
  const load = hydrated && near && settled && tiles !== undefined;
  const skip = useSkipMap();
  const { markersQuery } = source;
  useEffect(() => {
    // The markers download alongside the map's code; once that code is loaded, the map fetches at once itself.
    if (load && markersQuery !== null && !mapLoaded) prefetchMarkers(markersQuery);
  }, [load, markersQuery]);
  const placeholder = (
    <MapPlaceholder>
      {hydrated ? <p>{t("map.loading")}</p> : null}
      <noscript>
        <p>{t(noScript)}</p>
      </noscript>
    </MapPlaceholder>
  );
  return (
    <section aria-label={label} data-map-slot data-tour="map" className={cn("relative flex flex-col gap-3", className)}>
      <MapCount count={count} />
      {skip.link}
      <div
        ref={boxRef}
        className={cn(
          "relative isolate overflow-hidden rounded-xl border border-border-strong bg-(--map-land)",
          mapClassName,
        )}
      >
        {load ? (
          <Suspense fallback={placeholder}>
            <LeafletMap
              key={locale}
              source={source}
              tiles={tiles}
              label={t("map.canvasLabel")}
              description={t("map.keyboardHelp")}
              onMarkersChange={setOnMap}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {skip.end}
      {legend ? <MapLegend /> : null}
      {list && onMap.length > 0 ? <MarkerList markers={onMap} /> : null}
    </section>
  );
}

/** The map of matching providers in a section that folds away (home and the search pages). */
export function CollapsibleMap({
  count,
  source,
  className,
  noScript,
}: {
  count: number;
  source: MapSource;
  className?: string;
  noScript?: MessageKey;
}) {
  const { t } = useI18n();
  return (
    <Disclosure open summary={t("map.toggle")} className={className}>
      <MapPanel
        count={count}
        label={t("map.homeLabel")}
        source={source}
        mapClassName="h-[300px] md:h-[420px]"
        noScript={noScript}
      />
    </Disclosure>
  );
}
