import { describe, expect, it } from "vitest";
import { parseArea } from "@domain/service-areas.ts";
import { generateListings } from "./generator.ts";
import { placeByZip } from "./demo-geography.ts";

describe("demo service areas (issue 29)", () => {
  const listings = [...generateListings({ count: 2_500, seed: "areas" })];

  it("about a fifth of the demo listings have one, only for care settings they offer", () => {
    const withAreas = listings.filter((l) => l.serviceAreas.length > 0);
    expect(withAreas.length / listings.length).toBeGreaterThan(0.15);
    expect(withAreas.length / listings.length).toBeLessThan(0.25);
    for (const l of withAreas)
      for (const a of l.serviceAreas) expect(l.careSettings as string[]).toContain(a.careSetting);
  });

  it("every area is one the owner's form accepts, with zip codes that exist near the office", () => {
    const places = placeByZip();
    const kinds = new Set<string>();
    for (const l of listings)
      for (const a of l.serviceAreas) {
        kinds.add(`${a.careSetting}:${a.kind}`);
        const typed =
          a.kind === "radius"
            ? { kind: "radius", radius: String(a.radiusMiles), zips: "", counties: "", states: "" }
            : {
                kind: a.kind,
                radius: "",
                zips: a.kind === "zips" ? a.codes.join(" ") : "",
                counties: "",
                states: a.kind === "states" ? a.codes.join(" ") : "",
              };
        expect(parseArea(a.careSetting, typed)).toEqual({ ok: true, area: a });
        if (a.kind === "zips") {
          expect(a.codes).toContain(l.zipCode);
          for (const z of a.codes) expect(places.get(z)?.state).toBe(l.state);
        }
        if (a.kind === "states") expect(a.codes).toEqual([l.state]);
      }
    expect([...kinds].sort()).toEqual(["in-home:radius", "in-home:zips", "telehealth:states"]);
  });
});
