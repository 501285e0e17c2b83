/**
 * A registry provider as listings: one per practice location (the primary practice address,
 * then each secondary location), with only what the registry says. No description, hours,
 * insurance or rating is made up: those stay empty until the owner claims the listing.
 * The mailing address is never used: CMS warns that patients get sent to it.
 */
import { formatPhone } from "../phone.ts";
import { stateByCode } from "../states.ts";
import type { ProviderKind } from "../listing-schema.ts";
import { addressKey } from "./listing-rules.ts";
import type { NppesAddress, NppesOtherName, NppesProvider, RegistryRecord } from "./record.ts";
import { isAbaTaxonomy, servicesForTaxonomies } from "./taxonomy.ts";
import { titleCaseCity, titleCaseName, titleCaseStreet } from "./title-case.ts";

/** The registry's code for a "doing business as" name. */
const DBA_TYPE_CODE = "3";

export interface RegistryListingDraft {
  /** The primary practice location (npi_location 0); the others are matched by their address. */
  primary: boolean;
  /** addressKey of the location: how a refresh finds the listing it already made for it. */
  locationKey: string;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  services: string[];
  providerKind: ProviderKind;
  registryRecord: RegistryRecord;
  /** A P.O. box cannot be geocoded to a door: it stays at its zip code's centre. */
  poBox: boolean;
}

const PO_BOX = /\b(P\.?\s*O\.?\s*BOX|POST\s+OFFICE\s+BOX|POB)\b/i;

function isPoBox(address: NppesAddress): boolean {
  return PO_BOX.test(address.line1) || PO_BOX.test(address.line2);
}

function personName(p: NppesProvider): string {
  const middle = p.middleName ? `${p.middleName.charAt(0)}.` : "";
  return titleCaseName([p.firstName, middle, p.lastName, p.nameSuffix].filter(Boolean).join(" "));
}

/** The name a parent knows: the "doing business as" name when there is one, else the legal name. */
export function displayName(
  p: NppesProvider,
  otherNames: readonly NppesOtherName[],
): { name: string; legalName: string | null } {
  if (p.entityType !== 2) return { name: personName(p), legalName: null };
  const legal = titleCaseName(p.organizationName);
  const dba =
    otherNames.find((o) => o.typeCode === DBA_TYPE_CODE && o.name.trim())?.name ??
    (p.otherOrganizationNameTypeCode === DBA_TYPE_CODE ? p.otherOrganizationName : "");
  if (!dba.trim()) return { name: legal, legalName: null };
  const name = titleCaseName(dba);
  return { name, legalName: name === legal ? null : legal };
}

/** Ten digits as the spec shows them; anything shorter is not a number to call. */
export function registryPhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 10) return formatPhone(digits);
  if (digits.length === 11 && digits.startsWith("1")) return formatPhone(digits.slice(1));
  return null;
}

function registryRecordOf(p: NppesProvider, legalName: string | null): RegistryRecord {
  const primary = p.taxonomies.find((t) => t.primary)?.code ?? null;
  return {
    credential: p.credential.trim() || null,
    licenses: p.taxonomies
      .filter((t) => isAbaTaxonomy(t.code) && t.license.trim())
      .map((t) => ({ code: t.code, number: t.license.trim(), state: t.licenseState.trim() })),
    taxonomyCodes: p.taxonomies.map((t) => t.code),
    primaryTaxonomy: primary,
    enumerationDate: p.enumerationDate || null,
    lastUpdateDate: p.lastUpdateDate || null,
    legalName,
    deactivationReasonCode: p.deactivationReasonCode || null,
  };
}

function street(address: NppesAddress): string | null {
  const text = [address.line1, address.line2]
    .map((l) => l.trim())
    .filter(Boolean)
    .join(", ");
  return text ? titleCaseStreet(text) : null;
}

function locationDraft(
  base: Omit<
    RegistryListingDraft,
    "primary" | "locationKey" | "address" | "city" | "state" | "zipCode" | "phone" | "poBox"
  >,
  address: NppesAddress,
  primary: boolean,
): RegistryListingDraft {
  // Properties spelled out, not spread from `base`: a spread copies slowly, and an import makes
  // tens of thousands of these.
  return {
    name: base.name,
    services: base.services,
    providerKind: base.providerKind,
    registryRecord: base.registryRecord,
    primary,
    locationKey: addressKey(address),
    address: street(address),
    city: titleCaseCity(address.city),
    state: address.state.trim().toUpperCase(),
    zipCode: address.postalCode.slice(0, 5),
    phone: registryPhone(address.phone),
    poBox: isPoBox(address),
  };
}

/** The listings of a provider that listing-rules.ts says to list, primary location first. */
export function registryListingDrafts(
  p: NppesProvider,
  kind: ProviderKind,
  otherNames: readonly NppesOtherName[],
  secondaryLocations: readonly NppesAddress[],
): RegistryListingDraft[] {
  const { name, legalName } = displayName(p, otherNames);
  const base = {
    name,
    services: servicesForTaxonomies(p.taxonomies.map((t) => t.code)),
    providerKind: kind,
    registryRecord: registryRecordOf(p, legalName),
  };
  const drafts = [locationDraft(base, p.practice, true)];
  const seen = new Set([drafts[0]!.locationKey]);
  for (const location of secondaryLocations) {
    const key = addressKey(location);
    // The same address twice, or a location outside the states the site covers.
    if (seen.has(key) || !stateByCode(location.state) || (location.countryCode && location.countryCode !== "US"))
      continue;
    seen.add(key);
    drafts.push(locationDraft(base, location, false));
  }
  return drafts;
}
