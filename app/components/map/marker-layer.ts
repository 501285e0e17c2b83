/**
 * The markers on a Leaflet map: pins coloured and shaped by tier, grid clusters (spec defaults: 60 px, at
 * least 2) and the info window. Only what changed is redrawn, so a focused pin keeps its focus
 * while the map pans. Every pin and cluster is a focusable button with an accessible name.
 */
import L from "leaflet";
import { CLUSTER_GRID_SIZE, CLUSTER_MIN_SIZE, MARKER_GLYPHS, markerGroup } from "@domain/map.ts";
import { clusterPoints, type ScreenPoint } from "@domain/map-clusters.ts";
import type { MapMarker } from "./map-source.ts";
import { element } from "~/lib/dom.ts";
import { coveredBy, fitPadding, moveClear, type Box } from "./safe-area.ts";

interface MarkerLabels {
  viewDetails: string;
  close: string;
  /** 'city, state' under the name. */
  place: (m: MapMarker) => string;
  /** Said of a marker at its zip code's centre, in its info window and accessible name. */
  approximate: string;
  /** A paid tier's name ("Featured"), in the pin's accessible name; null for basic. */
  tier: (m: MapMarker) => string | null;
  /** A cluster's accessible name: how many and what clicking does. */
  cluster: (count: number) => string;
  /** Title of the list shown for a cluster whose providers share one spot. */
  sameSpot: (count: number) => string;
}

export interface MarkerLayerOptions {
  labels: MarkerLabels;
  /** The one-listing map: no clustering, no View Details button. */
  single: boolean;
  onSelect: (m: MapMarker) => void;
  onViewDetails: (m: MapMarker) => void;
  onInfoClose: () => void;
}

export interface MarkerLayer {
  /** `draw: false` when the map is about to move anyway (its moveend draws once, at the new view). */
  setMarkers: (markers: readonly MapMarker[], options?: { draw?: boolean }) => void;
  /** Redraws for the current view (after a pan or zoom). */
  render: () => void;
}

const PIN_SIZE: L.PointTuple = [26, 36];
/** The largest marker's reach from its point: a pin's height above it, a big cluster's radius around. */
const LARGEST_MARKER = { above: PIN_SIZE[1], around: 26 };

/** The map's controls (zoom buttons, scale, zoom level, credit) in the container's pixels. */
function controlBoxes(map: L.Map) {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const boxes = (selector: string): Box[] =>
    [...container.querySelectorAll<HTMLElement>(selector)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({
        left: r.left - origin.left,
        top: r.top - origin.top,
        right: r.right - origin.left,
        bottom: r.bottom - origin.top,
      }));
  return {
    all: boxes(".leaflet-control"),
    topLeft: boxes(".leaflet-top.leaflet-left .leaflet-control"),
    bottom: boxes(".leaflet-bottom .leaflet-control"),
  };
}

/** fitBounds padding that keeps the fitted markers clear of the map's controls (safe-area.ts). */
export function markerFitPadding(map: L.Map, marker = LARGEST_MARKER) {
  return fitPadding(controlBoxes(map), map.getSize().y, marker);
}

/**
 * A focused pin or cluster is panned clear of the controls and the map's edges (Leaflet's own
 * autoPanOnFocus knows neither), then scrolled into view below the sticky header (the page's
 * scroll-padding-top): its focus ring is never hidden (WCAG 2.4.11).
 */
function panIntoViewOnFocus(map: L.Map, marker: L.Marker, el: HTMLElement, reach: { above: number; around: number }) {
  el.addEventListener("focus", () => {
    map.panInside(marker.getLatLng(), { ...markerFitPadding(map, reach), animate: false });
    el.scrollIntoView({ block: "nearest", inline: "nearest" });
  });
}

/** Enter and Space activate a focused pin or cluster, as they do a button. */
function onActivate(target: HTMLElement, activate: () => void) {
  target.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    e.stopPropagation();
    activate();
  });
}

/** A drawn pin or cluster: where it belongs, and its box around a point of the container. */
interface Drawn {
  marker: L.Marker;
  ids: readonly number[];
  home: L.LatLng;
  box: (at: L.Point) => Box;
  /** A cluster stands for several places: it may move off a control; a pin may not. */
  movable: boolean;
}

const pinBox = (at: L.Point): Box => ({
  left: at.x - PIN_SIZE[0] / 2,
  top: at.y - PIN_SIZE[1],
  right: at.x + PIN_SIZE[0] / 2,
  bottom: at.y,
});

export function createMarkerLayer(map: L.Map, o: MarkerLayerOptions): MarkerLayer {
  const group = L.layerGroup().addTo(map);
  const byId = new Map<number, MapMarker>();
  /** What is drawn, by key: a pin (`m<id>`) or a cluster at one zoom, with the listings it stands for. */
  const shown = new Map<string, Drawn>();
  /** After a cluster opens by keyboard, focus moves to the first of its members drawn. */
  let focusAfterZoom: number[] | null = null;

  function openPopup(latlng: L.LatLngExpression, content: HTMLElement, opener: HTMLElement | undefined) {
    const popup = L.popup({ className: "map-info-popup", maxWidth: 280, autoPanPadding: [24, 24] })
      .setLatLng(latlng)
      .setContent(content)
      .openOn(map);
    // Escape closes the window from inside it too (Leaflet listens only while the map has focus).
    popup.getElement()?.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      map.closePopup(popup);
    });
    const close = popup.getElement()?.querySelector<HTMLElement>(".leaflet-popup-close-button");
    close?.setAttribute("aria-label", o.labels.close);
    close?.setAttribute("title", o.labels.close);
    (content.querySelector<HTMLElement>("button") ?? close)?.focus({ preventScroll: true });
    popup.once("remove", () => {
      o.onInfoClose();
      const active = document.activeElement;
      const focusLost = !active || active === document.body || !document.contains(active) || content.contains(active);
      if (focusLost && opener?.isConnected) opener.focus({ preventScroll: true });
    });
  }

  function openInfo(m: MapMarker, opener: HTMLElement | undefined) {
    o.onSelect(m);
    const body = element("div", "map-info");
    body.dataset.listingId = String(m.id);
    body.append(element("p", "map-info-name", m.name), element("p", "map-info-place", o.labels.place(m)));
    if (m.locationPrecision === "zip") body.append(element("p", "map-info-approximate", o.labels.approximate));
    if (!o.single) {
      const button = element("button", "map-info-button", o.labels.viewDetails);
      button.type = "button";
      button.addEventListener("click", () => o.onViewDetails(m));
      body.append(button);
    }
    openPopup([m.latitude, m.longitude], body, opener);
  }

  /** Providers at one spot cannot be told apart by zooming: list them instead. */
  function openSameSpot(members: MapMarker[], latlng: L.LatLng, opener: HTMLElement | undefined) {
    const body = element("div", "map-info");
    body.append(element("p", "map-info-name", o.labels.sameSpot(members.length)));
    const list = element("ul", "map-info-list");
    for (const m of members) {
      const item = element("li", "");
      const button = element("button", "map-info-link", pinName(m));
      button.type = "button";
      button.addEventListener("click", () => {
        o.onSelect(m);
        o.onViewDetails(m);
      });
      item.append(button);
      list.append(item);
    }
    body.append(list);
    openPopup(latlng, body, opener);
  }

  /** A pin's accessible name: name, paid tier, place, and whether its position is only the zip code's centre. */
  function pinName(m: MapMarker): string {
    const tier = o.labels.tier(m);
    const name = [m.name, tier, o.labels.place(m)].filter(Boolean).join(", ");
    return m.locationPrecision === "zip" ? `${name}. ${o.labels.approximate}` : name;
  }

  function pin(m: MapMarker): L.Marker {
    const group = markerGroup(m.tier);
    const glyph = MARKER_GLYPHS[group];
    const icon = L.divIcon({
      className: `map-pin map-pin--${group}${glyph ? " map-pin--glyph" : ""}`,
      html: `<span class="map-pin-dot"></span>${glyph ? `<span class="map-pin-glyph">${glyph}</span>` : ""}`,
      iconSize: PIN_SIZE,
      iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
      popupAnchor: [0, -PIN_SIZE[1] + 4],
    });
    const marker = L.marker([m.latitude, m.longitude], {
      icon,
      keyboard: true,
      title: m.name,
      riseOnHover: true,
      autoPanOnFocus: false,
    });
    marker.on("add", () => {
      const el = marker.getElement();
      if (!el) return;
      panIntoViewOnFocus(map, marker, el, { above: PIN_SIZE[1], around: PIN_SIZE[0] / 2 });
      el.setAttribute("aria-label", pinName(m));
      el.dataset.listingId = String(m.id);
      onActivate(el, () => openInfo(m, el));
    });
    marker.on("click", () => openInfo(m, marker.getElement()));
    return marker;
  }

  function cluster(ids: number[], latlng: L.LatLng): L.Marker {
    const n = ids.length;
    const size = n < 10 ? 38 : n < 100 ? 44 : 52;
    const icon = L.divIcon({
      className: "map-cluster",
      html: `<span>${n}</span>`,
      iconSize: [size, size],
    });
    const marker = L.marker(latlng, {
      icon,
      keyboard: true,
      title: o.labels.cluster(n),
      riseOnHover: true,
      autoPanOnFocus: false,
    });
    const activate = (byKeyboard: boolean) => {
      const members = ids.map((id) => byId.get(id)).filter((m): m is MapMarker => m !== undefined);
      const bounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
      const fitted = map.getBoundsZoom(bounds, false, L.point(80, 80));
      if (fitted > map.getZoom()) {
        if (byKeyboard) focusAfterZoom = ids;
        map.fitBounds(bounds, { ...markerFitPadding(map), maxZoom: map.getMaxZoom() });
      } else if (map.getZoom() < map.getMaxZoom() && !bounds.getNorthEast().equals(bounds.getSouthWest())) {
        if (byKeyboard) focusAfterZoom = ids;
        map.setView(bounds.getCenter(), map.getZoom() + 1);
      } else {
        openSameSpot(members, latlng, marker.getElement());
      }
    };
    marker.on("add", () => {
      const el = marker.getElement();
      if (!el) return;
      panIntoViewOnFocus(map, marker, el, { above: size / 2, around: size / 2 });
      el.setAttribute("aria-label", o.labels.cluster(n));
      el.dataset.clusterSize = String(n);
      onActivate(el, () => activate(true));
    });
    marker.on("click", () => activate(false));
    return marker;
  }

  function render() {
    const zoom = map.getZoom();
    const area = map.getBounds().pad(0.3);
    const points: ScreenPoint[] = [];
    for (const m of byId.values()) {
      if (!area.contains([m.latitude, m.longitude])) continue;
      const p = map.project([m.latitude, m.longitude], zoom);
      points.push({ id: m.id, x: p.x, y: p.y });
    }
    const { singles, clusters } = o.single
      ? { singles: points.map((p) => p.id), clusters: [] }
      : clusterPoints(points, CLUSTER_GRID_SIZE, CLUSTER_MIN_SIZE);
    const next = new Map<string, { ids: readonly number[]; make: () => Drawn }>();
    for (const id of singles) {
      next.set(`m${id}`, {
        ids: [id],
        make: () => {
          const marker = pin(byId.get(id)!);
          return { marker, ids: [id], home: marker.getLatLng(), box: pinBox, movable: false };
        },
      });
    }
    for (const c of clusters) {
      next.set(`c${zoom}:${c.ids.join(",")}`, {
        ids: c.ids,
        make: () => {
          const home = map.unproject([c.x, c.y], zoom);
          const marker = cluster(c.ids, home);
          const half = (marker.options.icon?.options.iconSize as L.PointTuple)[0] / 2;
          const box = (at: L.Point): Box => ({
            left: at.x - half,
            top: at.y - half,
            right: at.x + half,
            bottom: at.y + half,
          });
          return { marker, ids: c.ids, home, box, movable: true };
        },
      });
    }
    for (const [key, { marker }] of shown) {
      if (next.has(key)) continue;
      group.removeLayer(marker);
      shown.delete(key);
    }
    for (const [key, { make }] of next) {
      if (shown.has(key)) continue;
      const drawn = make();
      shown.set(key, drawn);
      group.addLayer(drawn.marker);
    }
    // Markers drawn just outside the view (for smooth panning) are clipped: keep them out of the tab order.
    // None sits under a control (issue 30, item 18): a cluster moves off it; a pin, whose place is
    // exact, is hidden until the map moves (the list under the map still has it).
    const visible = map.getBounds();
    const { all: controls } = controlBoxes(map);
    const size = map.getSize();
    for (const { marker, home, box, movable } of shown.values()) {
      const at = map.latLngToContainerPoint(home);
      const move = movable ? moveClear(box(at), controls, size.x, size.y) : null;
      const place = move ? map.containerPointToLatLng(at.add([move.dx, move.dy])) : home;
      if (!place.equals(marker.getLatLng())) marker.setLatLng(place);
      const covered = coveredBy(box(map.latLngToContainerPoint(place)), controls);
      const el = marker.getElement();
      if (!el) continue;
      el.classList.toggle("map-marker--covered", covered);
      el.tabIndex = visible.contains(home) && !covered ? 0 : -1;
    }
    const container = map.getContainer();
    container.dataset.pins = String(singles.length);
    container.dataset.clusters = String(clusters.length);
    if (focusAfterZoom) {
      const wanted = new Set(focusAfterZoom);
      focusAfterZoom = null;
      const target = [...shown.values()].find(({ ids }) => ids.some((id) => wanted.has(id)));
      target?.marker.getElement()?.focus({ preventScroll: true });
    }
  }

  map.on("moveend", render);

  return {
    setMarkers(markers, { draw = true } = {}) {
      byId.clear();
      for (const m of markers) byId.set(m.id, m);
      if (draw) render();
    },
    render,
  };
}
