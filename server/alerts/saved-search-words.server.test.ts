import { describe, expect, it } from "vitest";
import { describeSavedSearch, type SavedSearchWords } from "./saved-search-words.server.ts";

const search: SavedSearchWords = {
  placeLabel: "78704",
  radiusMiles: 25,
  accepting: false,
  startWeeks: null,
  services: ["Speech Therapy"],
  languages: ["es"],
  settings: ["in-home"],
  insuranceCount: 0,
  funding: ["waiver", "private-pay"],
  age: null,
  minRating: null,
  providerKind: null,
};

describe("a saved search in words", () => {
  it("names services and funding in the reader's language, as the search's filters do", () => {
    expect(describeSavedSearch("es", search)).toBe(
      "Proveedores de ABA a menos de 25 mi de 78704, Terapia del habla, En el hogar, Español, Exención estatal (waiver), Pago privado",
    );
    expect(describeSavedSearch("en", search)).toContain("Speech Therapy");
  });

  it("shows a value the catalog does not name as it is", () => {
    expect(describeSavedSearch("es", { ...search, services: ["Equine Therapy"], funding: [] })).toContain(
      "Equine Therapy",
    );
  });
});
