/**
 * Before a listing without an NPI is merged into the registry listing it duplicates: the facts
 * the registry listing keeps from it (domain/registry-merge.ts says which), with their sources.
 */
import type { Database } from "@db/client.server.ts";
import type { FactSources } from "@domain/provenance.ts";
import { MERGED_FACTS, mergedFactWinner, type MergedFact } from "@domain/registry-merge.ts";

interface FactRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  openingHours: string | null;
  services: string[];
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  factSources: FactSources;
}

const blank = (value: string | null) => value === null || value.trim() === "";

function present(row: FactRow, fact: MergedFact): boolean {
  switch (fact) {
    case "name":
      return !blank(row.name);
    case "services":
      return row.services.length > 0;
    case "intake":
      return row.acceptingNewClients !== null || row.waitlistWeeks !== null;
    default:
      return !blank(row[fact]);
  }
}

/** Copies the winning facts onto the registry listing; returns which ones it took. Call inside the merge's transaction. */
export async function takeListingFacts(
  tx: Database,
  { registryListingId, otherListingId }: { registryListingId: number; otherListingId: number },
): Promise<MergedFact[]> {
  const rows = await tx.sql<FactRow[]>`
    select id, name, phone, email, website, description, opening_hours as "openingHours", services,
      accepting_new_clients as "acceptingNewClients", waitlist_weeks as "waitlistWeeks", fact_sources as "factSources"
    from listings where id in (${registryListingId}, ${otherListingId})`;
  const registry = rows.find((r) => r.id === registryListingId);
  const other = rows.find((r) => r.id === otherListingId);
  if (!registry || !other) return [];
  const taken = MERGED_FACTS.filter(
    (fact) =>
      mergedFactWinner(
        { present: present(registry, fact), source: registry.factSources[fact] },
        { present: present(other, fact), source: other.factSources[fact] },
      ) === "other",
  );
  if (taken.length === 0) return [];
  const sources: FactSources = { ...registry.factSources };
  for (const fact of taken) {
    const entry = other.factSources[fact];
    if (entry) sources[fact] = entry;
    else delete sources[fact];
  }
  const take = new Set<MergedFact>(taken);
  await tx.sql`
    update listings r set
      name = case when ${take.has("name")} then o.name else r.name end,
      phone = case when ${take.has("phone")} then o.phone else r.phone end,
      email = case when ${take.has("email")} then o.email else r.email end,
      website = case when ${take.has("website")} then o.website else r.website end,
      description = case when ${take.has("description")} then o.description else r.description end,
      opening_hours = case when ${take.has("openingHours")} then o.opening_hours else r.opening_hours end,
      services = case when ${take.has("services")} then o.services else r.services end,
      accepting_new_clients = case when ${take.has("intake")} then o.accepting_new_clients else r.accepting_new_clients end,
      waitlist_weeks = case when ${take.has("intake")} then o.waitlist_weeks else r.waitlist_weeks end,
      fact_sources = ${JSON.stringify(sources)}::jsonb
    from listings o
    where r.id = ${registryListingId} and o.id = ${otherListingId}`;
  return taken;
}
