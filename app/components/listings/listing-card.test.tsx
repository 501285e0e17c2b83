import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { es } from "@domain/i18n/es.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { createTranslator, I18nProvider } from "~/i18n/index.tsx";
import { distanceLabel } from "./distance-label.ts";
import { ListingCard, type CardListing } from "./listing-card.tsx";

const card: CardListing = {
  id: 7,
  name: "Bright ABA",
  description: null,
  address: "100 Congress Ave",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  openingHours: null,
  tier: "basic",
  services: [],
  images: [],
  averageRating: 0,
  reviewCount: 0,
  acceptingNewClients: null,
  waitlistWeeks: null,
  distanceMiles: 0.3,
  locationPrecision: "address",
  isNearby: true,
  ownerVerified: false,
  servesSearchedPlace: null,
  providerKind: null,
  url: "/texas/austin/bright-aba/7",
};

function cardHtml(listing: CardListing, locale: Locale = "en"): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale={locale} messages={locale === "en" ? en : es}>
          <ListingCard listing={listing} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

function distanceShown(listing: CardListing, locale: Locale = "en"): string | undefined {
  return cardHtml(listing, locale).match(/<p [^>]*data-distance[^>]*>([^<]*)<\/p>/)?.[1];
}

const servesLine = (listing: CardListing, locale: Locale = "en") =>
  cardHtml(listing, locale).match(/<p [^>]*data-serves-area[^>]*>([^<]*)<\/p>/)?.[1];

describe("a listing card found by its service area (issue 29)", () => {
  it("says it serves the searched area in-home, or by telehealth in the searched state", () => {
    expect(servesLine({ ...card, servesSearchedPlace: { careSetting: "in-home", state: "TX" } })).toBe(
      "Serves your area (in-home)",
    );
    expect(servesLine({ ...card, servesSearchedPlace: { careSetting: "telehealth", state: "TX" } })).toBe(
      "Telehealth in Texas",
    );
    expect(servesLine({ ...card, servesSearchedPlace: { careSetting: "in-home", state: "TX" } }, "es")).toBe(
      "Atiende su zona (a domicilio)",
    );
    expect(servesLine({ ...card, servesSearchedPlace: { careSetting: "telehealth", state: "OK" } }, "es")).toBe(
      "Telesalud en Oklahoma",
    );
  });

  it("says nothing when the search did not match by area", () => {
    expect(servesLine(card)).toBeUndefined();
  });
});

describe("a listing card's distance", () => {
  it("is exact for a listing placed at its address: feet under a mile", () => {
    expect(distanceShown(card)).toBe("1,584 ft away");
    expect(distanceShown({ ...card, distanceMiles: 4.24 })).toBe("4.2 mi away");
    expect(distanceShown({ ...card, locationPrecision: null, distanceMiles: 4.24 })).toBe("4.2 mi away");
  });

  it("says about whole miles for a listing at its zip code's centre, never feet", () => {
    expect(distanceShown({ ...card, locationPrecision: "zip", distanceMiles: 4.24 })).toBe("about 4 mi away");
    expect(distanceShown({ ...card, locationPrecision: "zip", distanceMiles: 0.3 })).toBe("about 1 mi away");
    expect(distanceShown({ ...card, locationPrecision: "zip", distanceMiles: 4.24 }, "es")).toBe("a unos 4 mi");
  });

  it("is not shown without a distance", () => {
    expect(distanceShown({ ...card, distanceMiles: null })).toBeUndefined();
  });
});

describe("distanceLabel", () => {
  it.each([
    ["en", 12.46, "zip", "about 12 mi away"],
    ["es", 12.46, "zip", "a unos 12 mi"],
    ["en", 12.46, "address", "12.5 mi away"],
    ["es", 0.5, "address", "a 2,640 pies"],
    ["es", 0.5, "zip", "a unos 1 mi"],
  ] as const)("%s, %d mi at %s precision: %s", (locale, miles, precision, text) => {
    const t = createTranslator(locale, locale === "en" ? en : es);
    expect(distanceLabel(t, miles, precision)).toBe(text);
  });
});

describe("a listing card of an independent practitioner (issue 27)", () => {
  const label = (listing: CardListing, locale: Locale = "en") =>
    cardHtml(listing, locale).match(/<[^>]*data-independent[^>]*>([^<]*)</)?.[1];

  it("says so in the visitor's language; a practice and a listing without a registry kind say nothing", () => {
    expect(label({ ...card, providerKind: "independent_practitioner" })).toBe("Independent practitioner");
    expect(label({ ...card, providerKind: "independent_practitioner" }, "es")).toBe("Profesional independiente");
    expect(label({ ...card, providerKind: "organization" })).toBeUndefined();
    expect(label(card)).toBeUndefined();
  });
});
