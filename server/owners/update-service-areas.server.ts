/**
 * "Where do you serve?" (issue 29, ADR 0025): the owner (their own listings only) or an admin (any)
 * sets a listing's service areas, one per care setting it offers among in-home and telehealth.
 * Zip codes and counties must exist (the places table). The change is audited like other edits of the listing
 * and its source and day recorded (fact_sources.serviceAreas), as for every fact.
 */
import { eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { factDay } from "@domain/fact-freshness.ts";
import { withSource } from "@domain/provenance.ts";
import {
  SERVICE_AREA_SETTINGS,
  countyKey,
  parseArea,
  type CountyEntry,
  readServiceAreas,
  type AreaFormValues,
  type ServiceArea,
  type ServiceAreaSetting,
} from "@domain/service-areas.ts";
import { audit } from "../auth/audit.server.ts";
import { invalidInput, messageKey, ok, type MessageCode, type MessageKey, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "./listing-access.server.ts";
import { editorSource } from "./listing-writes.server.ts";

export type ServiceAreaValues = Record<ServiceAreaSetting, AreaFormValues>;

/** The care settings of a listing that may have a service area. */
export function areaSettingsOf(careSettings: readonly string[]): ServiceAreaSetting[] {
  return SERVICE_AREA_SETTINGS.filter((s) => careSettings.includes(s));
}

/** Zip codes no US place has. */
async function unknownZips(ctx: CallerContext, zips: readonly string[]): Promise<string[]> {
  if (zips.length === 0) return [];
  const rows = await ctx.database.sql<{ zip: string }[]>`
    select zip from places where zip = any(${ctx.database.sql.array([...zips])}::text[])`;
  const found = new Set(rows.map((r) => r.zip));
  return zips.filter((z) => !found.has(z));
}

/**
 * The counties typed, as stored (FIPS codes and "Travis, TX"), or null when one is not a county
 * of its state in the places table.
 */
async function findCounties(
  ctx: CallerContext,
  entries: readonly CountyEntry[],
): Promise<{ codes: string[]; names: string[] } | null> {
  const states = [...new Set(entries.map((e) => e.state))];
  const rows = await ctx.database.sql<{ fips: string; name: string; state: string }[]>`
    select distinct county_fips as fips, county_name as name, state from places
    where state = any(${ctx.database.sql.array(states)}::text[]) and county_fips is not null`;
  const byKey = new Map(rows.map((r) => [`${countyKey(r.name)}|${r.state}`, r]));
  const found = entries.map((e) => byKey.get(`${countyKey(e.name)}|${e.state}`));
  if (found.some((f) => !f)) return null;
  const unique = [...new Map(found.map((f) => [f!.fips, f!])).values()].sort((a, b) => a.fips.localeCompare(b.fips));
  return { codes: unique.map((f) => f.fips), names: unique.map((f) => `${f.name}, ${f.state}`) };
}

/** The form field an error belongs to. */
function fieldOf(error: MessageCode<"serviceArea.error">, kind: string): string {
  if (error === "kind_invalid") return "kind";
  if (error.startsWith("radius")) return "radius";
  if (error.startsWith("zips")) return "zips";
  if (error.startsWith("counties")) return "counties";
  if (error.startsWith("states")) return "states";
  return kind;
}

export async function updateServiceAreas(
  ctx: CallerContext,
  input: { listingId: unknown; values: ServiceAreaValues },
): Promise<Result<{ id: number; areas: ServiceArea[]; changed: boolean }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const offered = areaSettingsOf(listing.careSettings);
  const fields: Record<string, MessageKey> = {};
  const error = (field: string, code: MessageCode<"serviceArea.error">) =>
    (fields[field] = messageKey("serviceArea.error", code));
  const areas: ServiceArea[] = [];
  for (const setting of SERVICE_AREA_SETTINGS) {
    const parsed = parseArea(setting, input.values[setting]);
    if (!parsed.ok) {
      error(`${setting}.${fieldOf(parsed.error, input.values[setting].kind)}`, parsed.error);
      continue;
    }
    if ("counties" in parsed) {
      const counties = offered.includes(setting) ? await findCounties(ctx, parsed.counties) : null;
      if (!offered.includes(setting)) error(`${setting}.kind`, "setting_missing");
      else if (!counties) error(`${setting}.counties`, "counties_unknown");
      else areas.push({ careSetting: setting, kind: "counties", ...counties });
      continue;
    }
    if (!parsed.area) continue;
    if (!offered.includes(setting)) error(`${setting}.kind`, "setting_missing");
    else if (parsed.area.kind === "zips" && (await unknownZips(ctx, parsed.area.codes)).length > 0)
      error(`${setting}.zips`, "zips_unknown");
    else areas.push(parsed.area);
  }
  if (Object.keys(fields).length > 0) return invalidInput(fields, { prefix: "serviceArea.error" });

  const before = readServiceAreas(listing.serviceAreas);
  const changed = JSON.stringify(before) !== JSON.stringify(areas);
  // Saving the same areas again confirms them: the day moves, as for any fact the owner confirms.
  const factSources = withSource(
    listing.factSources,
    ["serviceAreas"],
    editorSource(listing, user.id),
    factDay(new Date()),
  );
  await inTransaction(ctx.database, async (tx) => {
    await tx.db.update(listings).set({ serviceAreas: areas, factSources }).where(eq(listings.id, listing.id));
    await audit(tx, {
      userId: user.id,
      action: "listing_updated",
      ip: ctx.auth.ip,
      details: { listingId: listing.id, changed: changed ? "serviceAreas" : "" },
    });
  });
  return ok({ id: listing.id, areas, changed });
}
