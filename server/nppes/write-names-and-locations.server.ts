/**
 * Other names (othername_pfile) and secondary practice locations (pl_pfile) of the NPIs the
 * import's main file held: each such NPI's lists are replaced by what this file says (none when
 * it says nothing), and the NPI is marked changed when they differ.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { NppesAddress, NppesOtherName } from "@domain/nppes/record.ts";
import { jsons, texts } from "./sql-arrays.server.ts";

const WRITE_BATCH = 5_000;

export async function seenNpis(database: Pick<Database, "sql">, importId: number): Promise<Set<string>> {
  const rows = await database.sql<{ npi: string }[]>`
    select npi from registry_providers where seen_by_import_id = ${importId}`;
  return new Set(rows.map((r) => r.npi));
}

type Column = "other_names" | "secondary_locations";

/** Writes one list per seen NPI (an empty one where the file had none), in batches of one transaction each. */
export async function replaceLists(
  database: Database,
  importId: number,
  column: Column,
  seen: ReadonlySet<string>,
  lists: ReadonlyMap<string, readonly (NppesOtherName | NppesAddress)[]>,
): Promise<void> {
  const npis = [...seen];
  for (let i = 0; i < npis.length; i += WRITE_BATCH) {
    const slice = npis.slice(i, i + WRITE_BATCH);
    const values = slice.map((npi) => lists.get(npi) ?? []);
    await inTransaction(database, async (tx) => {
      // The column name is one of two constants, never input.
      await tx.sql`
        update registry_providers r set
          ${tx.sql(column)} = u.value,
          changed_by_import_id = case when r.${tx.sql(column)} is distinct from u.value then ${importId}
            else r.changed_by_import_id end
        from unnest(${texts(tx.sql, slice)}::text[], ${jsons(tx.sql, values)}::text[]::jsonb[]) as u(npi, value)
        where r.npi = u.npi`;
    });
  }
}
