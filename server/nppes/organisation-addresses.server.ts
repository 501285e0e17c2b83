/**
 * The addresses where an organisation with an ABA code practises: an individual Behavior Analyst
 * practising at one of them is staff of a listed practice, not an independent practitioner
 * (domain/nppes/listing-rules.ts).
 */
import type { Database } from "@db/client.server.ts";
import { addressKey } from "@domain/nppes/listing-rules.ts";
import type { NppesAddress } from "@domain/nppes/record.ts";
import { ABA_TAXONOMY_CODES } from "@domain/nppes/taxonomy.ts";
import { texts } from "./sql-arrays.server.ts";

async function organisationPractices(
  database: Pick<Database, "sql">,
  onlyChangedBy: number | null,
): Promise<NppesAddress[]> {
  const rows = await database.sql<{ practice: NppesAddress }[]>`
    select record->'practice' as practice from registry_providers
    where deactivated_on is null and record->>'entityType' = '2'
      and (${onlyChangedBy}::int is null or changed_by_import_id = ${onlyChangedBy}::int)
      and exists (select 1 from jsonb_array_elements(record->'taxonomies') t
                  where t->>'code' = any(${texts(database.sql, ABA_TAXONOMY_CODES)}::text[]))`;
  return rows.map((r) => r.practice);
}

export async function organisationAddresses(database: Pick<Database, "sql">): Promise<Set<string>> {
  return new Set((await organisationPractices(database, null)).map(addressKey));
}

/**
 * An organisation that opened (or moved) at an individual's address this import changes whether
 * that individual is listed, though the individual's own record did not change: mark them too.
 */
export async function markIndividualsAtChangedOrganisations(
  database: Pick<Database, "sql">,
  importId: number,
): Promise<number> {
  const keys = new Set((await organisationPractices(database, importId)).map(addressKey));
  if (keys.size === 0) return 0;
  const individuals = await database.sql<{ npi: string; practice: NppesAddress }[]>`
    select npi, record->'practice' as practice from registry_providers
    where record->>'entityType' = '1' and changed_by_import_id is distinct from ${importId}
      and left(record->'practice'->>'postalCode', 5) = any(${texts(
        database.sql,
        [...keys].map((k) => k.split("|")[1] ?? ""),
      )}::text[])`;
  const npis = individuals.filter((i) => keys.has(addressKey(i.practice))).map((i) => i.npi);
  if (npis.length === 0) return 0;
  await database.sql`
    update registry_providers set changed_by_import_id = ${importId} where npi = any(${texts(database.sql, npis)}::text[])`;
  return npis.length;
}
