/**
 * A page's map: a labelled region with the count of matching providers, the tier legend and,
 * once the map island runs and the box is near the screen, the Leaflet map from its own chunk,
 * and its markers (the page's first JavaScript includes neither). Without JavaScript the region
 * still says how many providers match; the list beside it has every one of them.
 */
import { useId } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { MARKER_GLYPHS, MARKER_GROUPS } from "@domain/map.ts";
import { MATCH_COUNT_CEILING } from "@domain/listing-limits.ts";
import { matchedMessages, useI18n, type MessageKey, type PageMessages } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { MapPlaceholder } from "./map-placeholder.tsx";
import type { MapSource, MapTiles } from "./map-source.ts";
import type { MapIslandConfig } from "./map-island-config.ts";
import { scriptJson } from "~/lib/dom.ts";
import { MARKER_LEGEND_KEYS } from "./marker-legend.ts";

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

const mapMessagesOf = new WeakMap<PageMessages, PageMessages>();

/** The map's own texts, for the island of a script-free page (picked once per merged catalog). */
function useMapMessages(): PageMessages {
  const all = matchedMessages(useMatches());
  let messages = mapMessagesOf.get(all);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith("map."))) as PageMessages;
    mapMessagesOf.set(all, messages);
  }
  return messages;
}

/**
 * A page's map. Only script-free pages show one (ADR 0016), and React never renders them in the
 * browser: this is the box, with what the map island needs beside it. The island draws the map
 * when the box nears the screen and the page has settled, and lists the providers on it.
 */
export function MapPanel({
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
