/**
 * The registry's ABA providers, as read from a file, into registry_providers (the site's copy of
 * its slice of the registry). A row marks itself changed by this import only when what the
 * registry says differs from the copy, so a refresh rebuilds the listings of changed NPIs only.
 */
import type { Database } from "@db/client.server.ts";
import type { NppesProvider } from "@domain/nppes/record.ts";
import { isDeactivated } from "@domain/nppes/listing-rules.ts";
import { jsons, texts } from "./sql-arrays.server.ts";

/**
 * A deactivated NPI's row in the file holds only the NPI and the deactivation date: it updates
 * the date on the copy we have and keeps the rest of what the registry said before.
 */
const isBlankDeactivation = (p: NppesProvider) => p.entityType === null && p.deactivationDate !== "";

export async function writeProviders(
  tx: Pick<Database, "sql">,
  importId: number,
  providers: readonly NppesProvider[],
): Promise<void> {
  // A file lists each NPI once; should a batch hold one twice, the later row wins.
  const byNpi = new Map(providers.map((p) => [p.npi, p]));
  const full = [...byNpi.values()].filter((p) => !isBlankDeactivation(p));
  const blank = [...byNpi.values()].filter(isBlankDeactivation);
  if (full.length > 0) {
    await tx.sql`
      insert into registry_providers as r (npi, record, deactivated_on, changed_by_import_id, seen_by_import_id)
      select u.npi, u.record, u.deactivated_on, ${importId}, ${importId}
      from unnest(${texts(
        tx.sql,
        full.map((p) => p.npi),
      )}::text[], ${jsons(tx.sql, full)}::text[]::jsonb[],
        ${texts(
          tx.sql,
          full.map((p) => (isDeactivated(p) ? p.deactivationDate : null)),
        )}::text[]::date[])
        as u(npi, record, deactivated_on)
      on conflict (npi) do update set
        record = excluded.record,
        deactivated_on = excluded.deactivated_on,
        changed_by_import_id = case
          when r.record is distinct from excluded.record or r.deactivated_on is distinct from excluded.deactivated_on
          then ${importId} else r.changed_by_import_id end,
        seen_by_import_id = ${importId},
        updated_at = case when r.record is distinct from excluded.record then now() else r.updated_at end`;
  }
  if (blank.length > 0) {
    await deactivate(
      tx,
      importId,
      blank.map((p) => ({ npi: p.npi, date: p.deactivationDate, reason: p.deactivationReasonCode })),
    );
  }
}

/** Marks known NPIs deactivated on a date (a file's blank row, or the monthly deactivation report). */
export async function deactivate(
  tx: Pick<Database, "sql">,
  importId: number,
  rows: readonly { npi: string; date: string; reason: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx.sql`
    update registry_providers r set
      deactivated_on = u.date,
      record = jsonb_set(jsonb_set(r.record, '{deactivationDate}', to_jsonb(u.date::text)),
        '{deactivationReasonCode}', to_jsonb(coalesce(nullif(u.reason, ''), r.record->>'deactivationReasonCode', ''))),
      changed_by_import_id = case when r.deactivated_on is distinct from u.date then ${importId}
        else r.changed_by_import_id end,
      seen_by_import_id = ${importId},
      updated_at = now()
    from unnest(${texts(
      tx.sql,
      rows.map((r) => r.npi),
    )}::text[], ${texts(
      tx.sql,
      rows.map((r) => r.date),
    )}::text[]::date[],
      ${texts(
        tx.sql,
        rows.map((r) => r.reason),
      )}::text[]) as u(npi, date, reason)
    where r.npi = u.npi`;
  return result.count;
}

/**
 * After a full file: an NPI we had that the file no longer matched has left behavior analysis
 * (its taxonomy changed); its listings are closed by the listings phase like any other change.
 */
export async function retireUnseen(tx: Pick<Database, "sql">, importId: number): Promise<number> {
  const result = await tx.sql`
    update registry_providers set record = jsonb_set(record, '{taxonomies}', '[]'::jsonb),
      changed_by_import_id = ${importId}, updated_at = now()
    where seen_by_import_id is distinct from ${importId} and record->'taxonomies' <> '[]'::jsonb`;
  return result.count;
}
