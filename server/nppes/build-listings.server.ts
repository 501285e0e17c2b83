/**
 * The listings phase of a registry import: each changed provider's listings made to match what
 * the registry says, a batch of providers per transaction. A fact an admin or the verified owner
 * set is never overwritten (domain/provenance.ts); a deactivated NPI's listings close, a
 * reactivated one's open again; a location the registry no longer lists closes.
 */
import type postgres from "postgres";
import type { NppesImportCounts } from "@db/schema/index.ts";
import { listingDecision, type SkipReason } from "@domain/nppes/listing-rules.ts";
import { registryListingDrafts, type RegistryListingDraft } from "@domain/nppes/map-provider.ts";
import type { NppesAddress, NppesOtherName, NppesProvider, RegistryRecord } from "@domain/nppes/record.ts";
import { mayOverwrite, type FactSources, type ProvenanceFact } from "@domain/provenance.ts";
import { addSkipped } from "./import-progress.server.ts";
import { floats, ints, jsons, texts } from "./sql-arrays.server.ts";

export interface ProviderRow {
  npi: string;
  record: NppesProvider;
  otherNames: NppesOtherName[];
  secondaryLocations: NppesAddress[];
  deactivatedOn: string | null;
}

/** What a listing keeps of the registry: its record plus the location it was made for. */
type ListingRegistryRecord = RegistryRecord & { locationKey: string };

interface ExistingListing {
  id: number;
  npi: string;
  npiLocation: number;
  status: string;
  userId: number | null;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  phone: string | null;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string | null;
  registryRecord: ListingRegistryRecord | null;
  registryDeactivatedOn: string | null;
  providerKind: string | null;
  factSources: FactSources;
}

interface ListingValues {
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  phone: string | null;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string | null;
}

interface Update extends ListingValues {
  id: number;
  status: string;
  registryDeactivatedOn: string | null;
  providerKind: string;
  registryRecord: ListingRegistryRecord;
  factSources: FactSources;
}

interface Insert extends ListingValues {
  npi: string;
  npiLocation: number;
  providerKind: string;
  registryRecord: ListingRegistryRecord;
  factSources: FactSources;
}

type Tx = postgres.TransactionSql;

export async function loadChangedProviders(
  sql: Tx | postgres.Sql,
  importId: number,
  after: string | null,
  limit: number,
): Promise<ProviderRow[]> {
  return sql<ProviderRow[]>`
    select npi, record, other_names as "otherNames", secondary_locations as "secondaryLocations",
      deactivated_on::text as "deactivatedOn"
    from registry_providers
    where changed_by_import_id = ${importId} and npi > ${after ?? ""}
    order by npi limit ${limit}`;
}

async function existingListings(sql: Tx, npis: readonly string[]): Promise<Map<string, ExistingListing[]>> {
  const rows = await sql<ExistingListing[]>`
    select id, npi, npi_location as "npiLocation", status, user_id as "userId", name, address, city, state,
      zip_code as "zipCode", phone, services, latitude, longitude, location_precision as "locationPrecision",
      registry_record as "registryRecord", registry_deactivated_on::text as "registryDeactivatedOn",
      provider_kind as "providerKind", fact_sources as "factSources"
    from listings where npi = any(${texts(sql, npis)}::text[])
    order by npi, npi_location
    for update`;
  const byNpi = new Map<string, ExistingListing[]>();
  for (const row of rows) byNpi.set(row.npi, [...(byNpi.get(row.npi) ?? []), row]);
  return byNpi;
}

async function zipCentres(sql: Tx, zips: readonly string[]): Promise<Map<string, { lat: number; lng: number }>> {
  if (zips.length === 0) return new Map();
  const rows = await sql<{ zip: string; lat: number; lng: number }[]>`
    select zip, latitude as lat, longitude as lng from places where zip = any(${texts(sql, [...new Set(zips)])}::text[])`;
  return new Map(rows.map((r) => [r.zip, { lat: r.lat, lng: r.lng }]));
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The listing's values after the registry's say, fact by fact where its source allows. */
function merge(
  current: ListingValues,
  sources: FactSources,
  draft: RegistryListingDraft,
  centre: { lat: number; lng: number } | undefined,
  confirmedOn: string,
): { values: ListingValues; sources: FactSources } {
  const values = pickValues(current);
  const next: FactSources = { ...sources };
  const take = (fact: ProvenanceFact, apply: () => void) => {
    if (!mayOverwrite(sources[fact], "registry")) return;
    apply();
    next[fact] = { source: "registry", confirmedOn };
  };
  take("name", () => (values.name = draft.name));
  take("address", () => {
    const moved = current.zipCode !== draft.zipCode || current.address !== draft.address || current.latitude === null;
    values.address = draft.address;
    values.city = draft.city;
    values.state = draft.state;
    values.zipCode = draft.zipCode;
    // A new address starts at its zip code's centre; the geocoder may place it at the door later.
    if (moved) {
      values.latitude = centre?.lat ?? null;
      values.longitude = centre?.lng ?? null;
      values.locationPrecision = centre ? "zip" : null;
    }
  });
  take("phone", () => (values.phone = draft.phone));
  take("services", () => (values.services = draft.services));
  next.credentials = { source: "registry", confirmedOn };
  return { values, sources: next };
}

type Centres = ReadonlyMap<string, { lat: number; lng: number }>;

/** What a batch of providers changes in the listings table. */
interface ListingsPlan {
  inserts: Insert[];
  updates: Update[];
}

function decide(providers: readonly ProviderRow[], organisationAddresses: ReadonlySet<string>) {
  return providers.map((p) => {
    const decision = p.deactivatedOn
      ? ({ list: false, reason: "deactivated" } as const)
      : listingDecision(p.record, organisationAddresses);
    const drafts = decision.list
      ? registryListingDrafts(p.record, decision.kind, p.otherNames, p.secondaryLocations)
      : [];
    return { provider: p, decision, drafts };
  });
}

/** Rebuilds the listings of these providers; adds to `counts`. */
export async function buildListings(
  tx: Tx,
  providers: readonly ProviderRow[],
  organisationAddresses: ReadonlySet<string>,
  confirmedOn: string,
  counts: NppesImportCounts,
): Promise<void> {
  const existing = await existingListings(
    tx,
    providers.map((p) => p.npi),
  );
  const decided = decide(providers, organisationAddresses);
  const centres = await zipCentres(
    tx,
    decided.flatMap((d) => d.drafts.map((draft) => draft.zipCode)),
  );
  await writeListingsPlan(tx, planListings(decided, existing, centres, confirmedOn, counts));
}

/**
 * The listings of providers none of which has one yet (the first import into an empty table),
 * encoded for insertNewListings: nothing to look up, and every zip centre given, so the rows are made
 * without the database, and a caller can make one batch while PostgreSQL writes the last.
 */
export function encodeNewListings(
  providers: readonly ProviderRow[],
  organisationAddresses: ReadonlySet<string>,
  centres: Centres,
  confirmedOn: string,
  counts: NppesImportCounts,
): string {
  const plan = planListings(decide(providers, organisationAddresses), new Map(), centres, confirmedOn, counts);
  // With no listing before them, providers can only add listings.
  if (plan.updates.length > 0) throw new Error("encodeNewListings: a new provider cannot update a listing");
  return newListingsJson(plan.inserts);
}

/** Every zip code's centre (about 41,000), for encodeNewListings. */
export async function allZipCentres(sql: Tx): Promise<Centres> {
  const rows = await sql<{ zip: string; lat: number; lng: number }[]>`
    select zip, latitude as lat, longitude as lng from places`;
  return new Map(rows.map((r) => [r.zip, { lat: r.lat, lng: r.lng }]));
}

function planListings(
  decided: ReturnType<typeof decide>,
  existing: ReadonlyMap<string, ExistingListing[]>,
  centres: Centres,
  confirmedOn: string,
  counts: NppesImportCounts,
): ListingsPlan {
  const inserts: Insert[] = [];
  const updates: Update[] = [];
  const close = (listing: ExistingListing, deactivatedOn: string | null) => {
    if (!listing.registryRecord) return;
    updates.push({
      ...listing,
      registryRecord: listing.registryRecord,
      status: "closed",
      registryDeactivatedOn: deactivatedOn,
      providerKind: listing.providerKind ?? "organization",
      factSources: listing.factSources,
    });
  };

  for (const { provider, decision, drafts } of decided) {
    const mine = existing.get(provider.npi) ?? [];
    if (!decision.list) {
      addSkipped(counts, decision.reason satisfies SkipReason);
      for (const listing of mine) {
        if (listing.status !== "active") continue;
        if (decision.reason === "deactivated") {
          close(listing, provider.deactivatedOn ?? provider.record.deactivationDate);
          counts.deactivated++;
        } else if (listing.userId === null) {
          // No longer a practice by the rules (the codes changed): an unclaimed listing closes.
          close(listing, null);
          counts.updated++;
        }
      }
      continue;
    }
    const used = new Set<number>();
    let nextLocation = Math.max(1, ...mine.map((l) => l.npiLocation + 1));
    for (const draft of drafts) {
      const match = draft.primary
        ? mine.find((l) => l.npiLocation === 0)
        : mine.find((l) => l.npiLocation > 0 && l.registryRecord?.locationKey === draft.locationKey);
      const registryRecord = listingRegistryRecord(draft.registryRecord, draft.locationKey);
      const centre = centres.get(draft.zipCode);
      if (!match) {
        const { values, sources } = merge(
          {
            name: draft.name,
            address: null,
            city: draft.city,
            state: draft.state,
            zipCode: null,
            phone: null,
            services: [],
            latitude: null,
            longitude: null,
            locationPrecision: null,
          },
          {},
          draft,
          centre,
          confirmedOn,
        );
        inserts.push({
          name: values.name,
          address: values.address,
          city: values.city,
          state: values.state,
          zipCode: values.zipCode,
          phone: values.phone,
          services: values.services,
          latitude: values.latitude,
          longitude: values.longitude,
          locationPrecision: values.locationPrecision,
          npi: provider.npi,
          npiLocation: draft.primary ? 0 : nextLocation++,
          providerKind: draft.providerKind,
          registryRecord,
          factSources: sources,
        });
        counts.added++;
        continue;
      }
      used.add(match.id);
      const { values, sources } = merge(match, match.factSources, draft, centre, confirmedOn);
      const reopen = match.status === "closed" && match.registryDeactivatedOn !== null;
      const changed =
        reopen ||
        !sameJson(
          [values, sources, registryRecord, draft.providerKind],
          [pickValues(match), match.factSources, match.registryRecord, match.providerKind],
        );
      // The registry confirming the same facts again moves their dates only: not an update.
      const factsChanged =
        reopen ||
        !sameJson(
          [values, registryRecord, draft.providerKind],
          [pickValues(match), match.registryRecord, match.providerKind],
        );
      if (!changed) {
        counts.unchanged++;
        continue;
      }
      updates.push({
        ...values,
        id: match.id,
        status: reopen ? "active" : match.status,
        registryDeactivatedOn: reopen ? null : match.registryDeactivatedOn,
        providerKind: draft.providerKind,
        registryRecord,
        factSources: sources,
      });
      if (reopen) counts.reactivated++;
      else if (factsChanged) counts.updated++;
      else counts.unchanged++;
    }
    // Locations the registry no longer lists (an owner's own address stays theirs).
    for (const listing of mine) {
      if (used.has(listing.id) || listing.npiLocation === 0 || listing.status !== "active") continue;
      if (!mayOverwrite(listing.factSources.address, "registry")) continue;
      close(listing, null);
      counts.updated++;
    }
  }
  return { inserts, updates };
}

async function writeListingsPlan(tx: Tx, plan: ListingsPlan): Promise<void> {
  await insertListings(tx, plan.inserts);
  await updateListings(tx, plan.updates);
}

/** The record a listing keeps, spelled out for the same reason (the type requires every field). */
function listingRegistryRecord(r: RegistryRecord, locationKey: string): ListingRegistryRecord {
  return {
    credential: r.credential,
    licenses: r.licenses,
    taxonomyCodes: r.taxonomyCodes,
    primaryTaxonomy: r.primaryTaxonomy,
    enumerationDate: r.enumerationDate,
    lastUpdateDate: r.lastUpdateDate,
    legalName: r.legalName,
    deactivationReasonCode: r.deactivationReasonCode,
    locationKey,
  };
}

/** The listing's own values, spelled out: a spread copies slowly, and an import copies tens of thousands. */
function pickValues(l: ListingValues): ListingValues {
  return {
    name: l.name,
    address: l.address,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    phone: l.phone,
    services: l.services,
    latitude: l.latitude,
    longitude: l.longitude,
    locationPrecision: l.locationPrecision,
  };
}

async function insertListings(tx: Tx, rows: readonly Insert[]): Promise<void> {
  if (rows.length > 0) await insertNewListings(tx, newListingsJson(rows));
}

/**
 * New listings as one JSON array of their columns: one native JSON.stringify per batch, where a
 * text[] literal per column (bulkInsert) escaped and quoted every value in JavaScript.
 */
function newListingsJson(rows: readonly Insert[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      name: r.name,
      address: r.address,
      city: r.city,
      state: r.state,
      zip_code: r.zipCode,
      latitude: r.latitude,
      longitude: r.longitude,
      location_precision: r.locationPrecision,
      phone: r.phone,
      services: r.services,
      npi: r.npi,
      npi_location: r.npiLocation,
      provider_kind: r.providerKind,
      registry_record: r.registryRecord,
      fact_sources: r.factSources,
    })),
  );
}

/** Writes rows made by newListingsJson. */
export async function insertNewListings(tx: Tx, json: string): Promise<void> {
  await tx`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, location_precision, phone,
      services, status, tier, npi, npi_location, provider_kind, registry_record, fact_sources)
    select name, address, city, state, zip_code, latitude, longitude, location_precision, phone,
      services, 'active', 'basic', npi, npi_location, provider_kind, registry_record, fact_sources
    from json_to_recordset(${json}::json) as r(name text, address text, city text, state text, zip_code text,
      latitude float8, longitude float8, location_precision text, phone text, services jsonb, npi text,
      npi_location int, provider_kind text, registry_record jsonb, fact_sources jsonb)`;
}

async function updateListings(tx: Tx, rows: readonly Update[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (r: Update) => T) => rows.map(pick);
  await tx`
    update listings l set name = u.name, address = u.address, city = u.city, state = u.state, zip_code = u.zip_code,
      phone = u.phone, services = u.services, latitude = u.latitude, longitude = u.longitude,
      location_precision = u.location_precision, status = u.status, registry_deactivated_on = u.deactivated_on,
      provider_kind = u.provider_kind, registry_record = u.registry_record, fact_sources = u.fact_sources,
      updated_at = now()
    from unnest(
      ${ints(
        tx,
        col((r) => r.id),
      )}::int[], ${texts(
        tx,
        col((r) => r.name),
      )}::text[],
      ${texts(
        tx,
        col((r) => r.address),
      )}::text[], ${texts(
        tx,
        col((r) => r.city),
      )}::text[],
      ${texts(
        tx,
        col((r) => r.state),
      )}::text[], ${texts(
        tx,
        col((r) => r.zipCode),
      )}::text[],
      ${texts(
        tx,
        col((r) => r.phone),
      )}::text[], ${jsons(
        tx,
        col((r) => r.services),
      )}::text[]::jsonb[],
      ${floats(
        tx,
        col((r) => r.latitude),
      )}::float8[], ${floats(
        tx,
        col((r) => r.longitude),
      )}::float8[],
      ${texts(
        tx,
        col((r) => r.locationPrecision),
      )}::text[], ${texts(
        tx,
        col((r) => r.status),
      )}::text[],
      ${texts(
        tx,
        col((r) => r.registryDeactivatedOn),
      )}::text[]::date[], ${texts(
        tx,
        col((r) => r.providerKind),
      )}::text[],
      ${jsons(
        tx,
        col((r) => r.registryRecord),
      )}::text[]::jsonb[], ${jsons(
        tx,
        col((r) => r.factSources),
      )}::text[]::jsonb[]
    ) as u(id, name, address, city, state, zip_code, phone, services, latitude, longitude, location_precision,
      status, deactivated_on, provider_kind, registry_record, fact_sources)
    where l.id = u.id`;
}
