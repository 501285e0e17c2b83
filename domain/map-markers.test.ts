import { describe, expect, it } from "vitest";
import type { ListingApi } from "./listing-schema.ts";
import { markerSchema, toMarkers } from "./map-markers.ts";

const listing = (id: number, extra: Partial<ListingApi>) =>
  ({
    id,
    name: `ABA ${id}`,
    city: "Austin",
    state: "TX",
    tier: "basic",
    latitude: 30.27,
    longitude: -97.74,
    url: `/texas/austin/aba-${id}/${id}`,
    locationPrecision: null,
    ...extra,
  }) as ListingApi;

describe("toMarkers", () => {
  it("carries each marker's location precision, so a zip-centre pin can say it is approximate", () => {
    const markers = toMarkers([
      listing(1, { locationPrecision: "zip" }),
      listing(2, { locationPrecision: "address" }),
      listing(3, {}),
      listing(4, { latitude: null }),
    ]);
    expect(markers.map((m) => [m.id, m.locationPrecision])).toEqual([
      [1, "zip"],
      [2, "address"],
      [3, null],
    ]);
    for (const m of markers) markerSchema.strict().parse(m);
  });
});
