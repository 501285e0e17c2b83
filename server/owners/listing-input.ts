/**
 * The listing form (add and edit) read from untrusted values: every wrong field named with an
 * owner message code, so the page and the API say the same thing in either language.
 */
import { BCBA_NUMBER, LISTING_LIMITS } from "@domain/owner-listings.ts";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICE_LANGUAGES, SERVICES } from "@domain/services.ts";
import { stateByCode } from "@domain/states.ts";
import { isInUnitedStates } from "@domain/listing-position.ts";
import type { OwnerMessageCode } from "@domain/i18n/catalog.ts";
import type { Result } from "@domain/result.ts";

export interface ListingFields {
  name: string;
  description: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string;
  /** Typed map position; null means "from the zip code". */
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** Null when left empty (only an edit may leave it so: a registry listing has none). */
  email: string | null;
  website: string | null;
  openingHours: string | null;
  services: string[];
  insurerIds: number[];
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  minAgeYears: number | null;
  maxAgeYears: number | null;
  careSettings: string[];
  languages: string[];
  fundingAccepted: string[];
  bcbaCertificantNumbers: string[];
}

/** Submitted values: one string per field, a list for multi-choice fields. */
export type ListingValues = Record<string, string | string[] | undefined>;

type Errors = Partial<Record<keyof ListingFields | "coordinates", OwnerMessageCode>>;

const text = (values: ListingValues, name: string): string => {
  const v = values[name];
  return (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim();
};
const list = (values: ListingValues, name: string): string[] => {
  const v = values[name];
  return (Array.isArray(v) ? v : v ? [v] : []).map((s) => s.trim()).filter(Boolean);
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function wholeNumber(raw: string, min: number, max: number): number | null | "bad" {
  if (raw === "") return null;
  if (!/^\d{1,3}$/.test(raw)) return "bad";
  const n = Number(raw);
  return n >= min && n <= max ? n : "bad";
}

function coordinate(raw: string, limit: number): number | null | "bad" {
  if (raw === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : "bad";
}

/** Keeps only allowed values; any other value is an error. */
function choices(values: string[], allowed: readonly string[]): string[] | "bad" {
  const unique = [...new Set(values)];
  return unique.every((v) => allowed.includes(v)) ? unique : "bad";
}

export function parseListingFields(
  values: ListingValues,
  { emailRequired = true }: { emailRequired?: boolean } = {},
): Result<ListingFields, Errors> {
  const errors: Errors = {};
  const limited = (name: keyof ListingFields, max: number, required = false): string | null => {
    const v = text(values, name).replace(/\s+/g, name === "description" ? "$&" : " ");
    if (!v) {
      if (required) errors[name] = "required";
      return null;
    }
    if (v.length > max) errors[name] = "too_long";
    return v;
  };

  const name = limited("name", LISTING_LIMITS.nameMax, true) ?? "";
  const description = limited("description", LISTING_LIMITS.descriptionMax);
  const address = limited("address", LISTING_LIMITS.addressMax);
  const city = limited("city", LISTING_LIMITS.cityMax, true) ?? "";
  const openingHours = limited("openingHours", LISTING_LIMITS.hoursMax);

  const state = text(values, "state").toUpperCase();
  if (!stateByCode(state)) errors.state = "state_invalid";

  const zipCode = text(values, "zipCode");
  if (!/^\d{5}$/.test(zipCode)) errors.zipCode = zipCode ? "zip_invalid" : "required";

  const latitude = coordinate(text(values, "latitude"), 90);
  const longitude = coordinate(text(values, "longitude"), 180);
  if (latitude === "bad" || longitude === "bad" || (latitude === null) !== (longitude === null)) {
    errors.coordinates = "coordinates_invalid";
  } else if (latitude !== null && longitude !== null && !isInUnitedStates(latitude, longitude)) {
    errors.coordinates = "coordinates_outside_us";
  }

  const phoneRaw = text(values, "phone");
  let phone: string | null = null;
  if (phoneRaw) {
    const digits = phoneRaw.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    if (digits.length === 10) phone = digits;
    else errors.phone = "phone_invalid";
  }

  const email = text(values, "email").toLowerCase();
  if (!email) {
    if (emailRequired) errors.email = "email_required";
  } else if (email.length > 254 || !EMAIL.test(email)) errors.email = "email_invalid";

  const websiteRaw = text(values, "website");
  let website: string | null = null;
  if (websiteRaw) {
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(websiteRaw) ? websiteRaw : `https://${websiteRaw}`);
      if (
        (url.protocol === "http:" || url.protocol === "https:") &&
        url.hostname.includes(".") &&
        websiteRaw.length <= LISTING_LIMITS.websiteMax
      ) {
        website = url.toString();
      } else errors.website = "website_invalid";
    } catch {
      errors.website = "website_invalid";
    }
  }

  const services = choices(list(values, "services"), SERVICES);
  if (services === "bad") errors.services = "value_invalid";
  const careSettings = choices(list(values, "careSettings"), CARE_SETTINGS);
  if (careSettings === "bad") errors.careSettings = "value_invalid";
  const languages = choices(list(values, "languages"), SERVICE_LANGUAGES);
  if (languages === "bad") errors.languages = "value_invalid";
  const fundingAccepted = choices(list(values, "fundingAccepted"), FUNDING_SOURCES);
  if (fundingAccepted === "bad") errors.fundingAccepted = "value_invalid";

  const insurerRaw = list(values, "insurerIds");
  const insurerIds = [...new Set(insurerRaw.map(Number))];
  if (insurerIds.some((n) => !Number.isSafeInteger(n) || n <= 0)) errors.insurerIds = "value_invalid";

  const accepting = text(values, "acceptingNewClients");
  const acceptingNewClients = accepting === "yes" ? true : accepting === "no" ? false : null;
  if (accepting && acceptingNewClients === null && accepting !== "unknown")
    errors.acceptingNewClients = "value_invalid";

  const waitlistWeeks = wholeNumber(text(values, "waitlistWeeks"), 0, LISTING_LIMITS.waitlistWeeksMax);
  if (waitlistWeeks === "bad") errors.waitlistWeeks = "number_invalid";
  const minAgeYears = wholeNumber(text(values, "minAgeYears"), 0, LISTING_LIMITS.ageMax);
  if (minAgeYears === "bad") errors.minAgeYears = "number_invalid";
  const maxAgeYears = wholeNumber(text(values, "maxAgeYears"), 0, LISTING_LIMITS.ageMax);
  if (maxAgeYears === "bad") errors.maxAgeYears = "number_invalid";
  if (typeof minAgeYears === "number" && typeof maxAgeYears === "number" && minAgeYears > maxAgeYears) {
    errors.maxAgeYears = "ages_order";
  }

  const bcbaCertificantNumbers = [
    ...new Set(
      text(values, "bcbaCertificantNumbers")
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
  if (bcbaCertificantNumbers.length > LISTING_LIMITS.bcbaNumbersMax) errors.bcbaCertificantNumbers = "too_long";
  else if (!bcbaCertificantNumbers.every((n) => BCBA_NUMBER.test(n))) errors.bcbaCertificantNumbers = "bcba_invalid";

  if (Object.keys(errors).length > 0) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      name,
      description,
      address,
      city,
      state,
      zipCode,
      latitude: latitude as number | null,
      longitude: longitude as number | null,
      phone,
      email: email || null,
      website,
      openingHours,
      services: services as string[],
      insurerIds,
      acceptingNewClients,
      waitlistWeeks: acceptingNewClients === false ? (waitlistWeeks as number | null) : null,
      minAgeYears: minAgeYears as number | null,
      maxAgeYears: maxAgeYears as number | null,
      careSettings: careSettings as string[],
      languages: languages as string[],
      fundingAccepted: fundingAccepted as string[],
      bcbaCertificantNumbers,
    },
  };
}
