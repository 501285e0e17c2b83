/**
 * Draws a script-free page's map into its box (the island's lazy part, with Leaflet): the same
 * map controller as the React map, the markers' status, the selected card's ring, and the list
 * of the providers on the map under it.
 */
import { createTranslator, type Translate } from "@domain/i18n/translator.ts";
import { createMapController, type MapController, type MapStatus } from "~/components/map/map-controller.ts";
import type { MapIslandConfig } from "~/components/map/map-island-config.ts";
import type { MapMarker } from "~/components/map/map-source.ts";
import { element } from "~/lib/dom.ts";
import { nextTask } from "~/lib/page-moments.ts";

const SELECTED_CLASSES = ["ring-4", "ring-focus", "ring-offset-2", "ring-offset-bg"];
let ids = 0;

/** Rings the card of the listing picked on the map, as the React page's selected-listing state does. */
function selectCard(id: number) {
  for (const card of document.querySelectorAll<HTMLElement>("[data-listing-card]")) {
    const selected = card.dataset.listingCard === String(id);
    for (const name of SELECTED_CLASSES) card.classList.toggle(name, selected);
    if (selected) card.dataset.selected = "true";
    else delete card.dataset.selected;
  }
}

/** Every provider on the map as a plain list of links: the map is never the only way to reach one. */
function markerList(slot: HTMLElement, t: Translate) {
  const details = element("details", "text-sm");
  details.dataset.mapList = "";
  const summary = element("summary", "min-h-8 cursor-pointer py-1 font-medium text-link hover:underline");
  const list = element("ul", "mt-2 grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3");
  list.setAttribute("role", "list");
  details.append(summary, list);
  let markers: readonly MapMarker[] = [];
  const fill = () => {
    if (!details.open) return list.replaceChildren();
    list.replaceChildren(
      ...markers.map((m) => {
        const item = element("li", "");
        const link = element("a", "text-link underline", m.name);
        link.href = m.url || `/listing/${m.id}`;
        item.append(link, element("span", "text-fg-muted", ` · ${m.city}, ${m.state}`));
        return item;
      }),
    );
  };
  details.addEventListener("toggle", fill);
  return (next: readonly MapMarker[]) => {
    markers = next;
    summary.textContent = t.plural("map.listSummary", next.length);
    if (next.length === 0) details.remove();
    else if (!details.isConnected) slot.append(details);
    fill();
  };
}

export async function mountMap(slot: HTMLElement, box: HTMLElement, config: MapIslandConfig): Promise<MapController> {
  const t = createTranslator(config.locale, config.messages);
  const helpId = `map-help-${++ids}`;
  const canvas = element("div", "map-canvas absolute inset-0");
  canvas.setAttribute("role", "region");
  canvas.setAttribute("aria-label", t("map.canvasLabel"));
  canvas.setAttribute("aria-describedby", helpId);
  const help = element("p", "sr-only", t("map.keyboardHelp"));
  help.id = helpId;
  const status = element("p", "map-status");
  box.replaceChildren(canvas, help);
  const showStatus = (next: MapStatus) => {
    canvas.dataset.mapStatus = next;
    if (next === "ready") return status.remove();
    status.textContent = t(next === "loading" ? "map.loadingProviders" : "map.loadFailed");
    if (next === "loading") {
      status.setAttribute("aria-hidden", "true");
      status.removeAttribute("role");
    } else {
      status.removeAttribute("aria-hidden");
      status.setAttribute("role", "alert");
    }
    box.append(status);
  };
  const showList = config.list ? markerList(slot, t) : () => {};
  showStatus(config.source.markers ? "ready" : "loading");
  const controller = createMapController(canvas, config.source, config.tiles, t, {
    onSelect: (m) => selectCard(m.id),
    onViewDetails: (m) => window.location.assign(m.url || `/listing/${m.id}`),
    onMarkersChange: showList,
    onStatus: showStatus,
  });
  await nextTask();
  controller.showSource(config.source);
  return controller;
}
