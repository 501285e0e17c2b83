/**
 * The pin picker under the listing form's coordinates (issue 11). Without JavaScript the two
 * coordinate boxes are the whole story. With it, a small map (its code loaded only when the
 * picker comes near the screen) shows one pin: at the typed coordinates, else at the zip code's
 * or city's place, else at the state's or country's centre. Moving the pin writes the boxes;
 * typing in them moves the pin. The form's fields stay the only source of what is saved.
 */
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { toCoordinate, type MapView } from "@domain/map.ts";
import {
  formatCoordinate,
  pinStart,
  typedPosition,
  zipReplacesPosition,
  type LatLng,
  type PinStart,
} from "@domain/listing-position.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useNearScreen } from "~/components/use-near-screen.ts";
import { MapPlaceholder } from "~/components/map/map-placeholder.tsx";
import type { MapTiles } from "~/components/map/map-source.ts";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import type { ListingPlace } from "@server/owners/listing-place.server.ts";

const PinMap = lazy(() => import("./pin-map.tsx"));

const FIELDS = ["latitude", "longitude", "zipCode", "city", "state"] as const;
type LocationFields = Record<(typeof FIELDS)[number], string>;

/** The zip code or city is looked up this long after the owner stops typing. */
const PLACE_DEBOUNCE_MS = 400;

const SOURCE_TEXT: Record<PinStart["source"], MessageKey> = {
  typed: "owners.pin.typed",
  place: "owners.pin.place",
  area: "owners.pin.area",
};

const sameView = (a: MapView, b: MapView) => a.lat === b.lat && a.lng === b.lng && a.zoom === b.zoom;

function readFields(form: HTMLFormElement): LocationFields {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : "";
  };
  return Object.fromEntries(FIELDS.map((name) => [name, value(name)])) as LocationFields;
}

/** The stored position (edit) the server compares a submission with; empty when adding. */
export interface StoredPosition {
  latitude: string;
  longitude: string;
  zipCode: string;
}

const asPosition = (p: { latitude: string; longitude: string; zipCode: string }) => ({
  zipCode: p.zipCode.trim(),
  latitude: toCoordinate(p.latitude),
  longitude: toCoordinate(p.longitude),
});

export function PinPicker({ stored }: { stored: StoredPosition }) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const helpId = useId();
  const [boxRef, near] = useNearScreen<HTMLDivElement>();
  const tiles = (useRouteLoaderData("root") as { mapTiles?: MapTiles } | undefined)?.mapTiles;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [fields, setFields] = useState<LocationFields | null>(null);
  const [place, setPlace] = useState<{ key: string; place: ListingPlace | null } | null>(null);
  const [moved, setMoved] = useState<LatLng | null>(null);
  const [held, setHeld] = useState<PinStart | null>(null);

  // The form is uncontrolled: follow its location fields as the owner types.
  useEffect(() => {
    const form = boxRef.current?.closest("form");
    if (!form) return;
    formRef.current = form;
    setFields(readFields(form));
    const onEdit = (e: Event) => {
      const name = (e.target as HTMLInputElement | null)?.name;
      if (!(FIELDS as readonly string[]).includes(name ?? "")) return;
      if (name === "latitude" || name === "longitude") setMoved(null);
      setFields(readFields(form));
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    return () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
    };
  }, [boxRef]);

  const typed = fields ? typedPosition(fields.latitude, fields.longitude) : null;
  const typedKept = fields ? !zipReplacesPosition(asPosition(fields), asPosition(stored)) : true;
  const placeKey = fields ? new URLSearchParams({ zipCode: fields.zipCode, city: fields.city, state: fields.state }).toString() : "";
  const needsPlace = fields !== null && !(typed && typedKept);

  // The zip code's or city's place, from the server's offline geocoder, when the pin needs it.
  useEffect(() => {
    if (!needsPlace || place?.key === placeKey) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/my-listings/place?${placeKey}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<{ place: ListingPlace | null }>) : { place: null }))
        .then((body) => setPlace({ key: placeKey, place: body.place }))
        .catch(() => {
          // Offline or signed out: the pin stays on the state's or country's centre.
          if (!controller.signal.aborted) setPlace({ key: placeKey, place: null });
        });
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needsPlace, placeKey, place?.key]);

  // Half-typed coordinates ("30." or a lone "-") keep the pin where it is rather than jump away.
  const halfTyped = fields !== null && !typed && (fields.latitude.trim() !== "" || fields.longitude.trim() !== "");
  const known = place?.key === placeKey ? place.place : null;
  const next = fields && !halfTyped ? pinStart({ typed, typedKept, place: known, state: fields.state }) : null;
  // The last place worked out stays while the boxes hold half-typed coordinates (state kept during render).
  if (next && (held?.source !== next.source || !sameView(held.view, next.view))) setHeld(next);
  const start = next ?? held;

  const onMove = useCallback((position: LatLng) => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of [
      ["latitude", position.lat],
      ["longitude", position.lng],
    ] as const) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = formatCoordinate(value);
    }
    setFields(readFields(form));
    setMoved(position);
  }, []);

  const view: MapView | null = start?.view ?? null;
  // Only moves are announced; where the pin comes from is plain text beside it.
  const announcement = moved
    ? t("owners.pin.moved", { lat: formatCoordinate(moved.lat), lng: formatCoordinate(moved.lng) })
    : "";
  const placeholder = (
    <MapPlaceholder>
      <p>{t("owners.pin.loading")}</p>
    </MapPlaceholder>
  );

  // Rendered on the server too (empty), so the near-screen observer has its box from the start.
  return (
    <div ref={boxRef} className="flex flex-col gap-2" data-pin-picker>
      {hydrated && tiles ? (
        <>
          <p id={helpId} className="text-sm text-fg-muted">
            {t("owners.pin.help")}
          </p>
          <div className="relative isolate h-72 overflow-hidden rounded-xl border border-border-strong bg-(--map-land)">
            {near && view ? (
              <Suspense fallback={placeholder}>
                <PinMap
                  key={locale}
                  tiles={tiles}
                  target={view}
                  label={t("owners.pin.mapLabel")}
                  describedBy={helpId}
                  pinLabel={t("owners.pin.label")}
                  onMove={onMove}
                />
              </Suspense>
            ) : (
              placeholder
            )}
          </div>
          {start ? <p className="text-sm">{t(SOURCE_TEXT[start.source])}</p> : null}
          <p role="status" className="text-sm font-medium" data-pin-status>
            {announcement}
          </p>
        </>
      ) : null}
    </div>
  );
}
