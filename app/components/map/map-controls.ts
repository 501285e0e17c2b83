/**
 * The map's display options (spec section 2, in Leaflet terms): zoom buttons, a scale, a zoom
 * level display, and cooperative gestures — the page scrolls past the map unless the visitor
 * holds Ctrl/⌘ or has clicked the map, and on touch screens one finger scrolls the page while
 * two move the map.
 */
import L from "leaflet";

export interface ControlLabels {
  zoomIn: string;
  zoomOut: string;
  zoomLevel: (zoom: number) => string;
  scrollHint: string;
  touchHint: string;
}

const HINT_MS = 1500;

export function addMapControls(map: L.Map, labels: ControlLabels): void {
  L.control.zoom({ position: "topleft", zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  L.control.scale({ position: "bottomleft", metric: false, imperial: true }).addTo(map);

  const ZoomLevel = L.Control.extend({
    onAdd() {
      const box = L.DomUtil.create("div", "map-zoom-level leaflet-bar");
      const update = () => {
        box.textContent = labels.zoomLevel(map.getZoom());
      };
      update();
      map.on("zoomend", update);
      return box;
    },
  });
  new ZoomLevel({ position: "bottomright" }).addTo(map);

  cooperativeGestures(map, labels);
}

function cooperativeGestures(map: L.Map, labels: ControlLabels) {
  const container = map.getContainer();
  const hint = L.DomUtil.create("div", "map-gesture-hint", container);
  hint.setAttribute("aria-hidden", "true");
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const showHint = (text: string) => {
    hint.textContent = text;
    hint.classList.add("is-visible");
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => hint.classList.remove("is-visible"), HINT_MS);
  };

  // Wheel: Leaflet's own handler zooms only with a modifier key or once the map was clicked.
  let engaged = false;
  container.addEventListener("click", () => {
    engaged = true;
  });
  container.addEventListener("mouseleave", () => {
    engaged = false;
  });
  container.addEventListener(
    "wheel",
    (e) => {
      if (engaged || e.ctrlKey || e.metaKey) return;
      e.stopImmediatePropagation();
      showHint(labels.scrollHint);
    },
    { capture: true },
  );

  // Touch: one finger scrolls the page; a second finger hands the gesture to the map.
  if (L.Browser.mobile) {
    map.dragging.disable();
    container.addEventListener(
      "touchstart",
      (e) => {
        if (e.touches.length > 1) map.dragging.enable();
        else map.dragging.disable();
      },
      { capture: true, passive: true },
    );
    container.addEventListener(
      "touchmove",
      (e) => {
        if (e.touches.length === 1) showHint(labels.touchHint);
      },
      { passive: true },
    );
    container.addEventListener("touchend", () => map.dragging.disable(), { passive: true });
  }
}
