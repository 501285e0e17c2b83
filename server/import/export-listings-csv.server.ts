import type { AdminListingFilters } from "@domain/admin-listing-filters.ts";
import { csvRow } from "@domain/csv.ts";
import { EXPORT_ONLY_COLUMNS, IMPORT_COLUMNS } from "@domain/listing-import.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { adminListingsOrder, adminListingsWhere } from "../admin/admin-listings.server.ts";
import { importingAdmin } from "./import-access.server.ts";

/** Rows fetched per round trip while streaming. */
const CURSOR_ROWS = 1000;

type ExportRow = Record<string, string | number | boolean | null>;

/**
 * The listings that match the admin table's filters (and in its order) as CSV, in the import's
 * columns and then id, status, tier, owner_verified, last_verified_at and created_at, so the file
 * can be imported again. Streamed through a cursor: memory stays flat for any number of rows.
 * Cells a spreadsheet would run as a formula are escaped (domain/csv.ts).
 */
export async function exportListingsCsv(
  ctx: Pick<CallerContext, "auth" | "database">,
  input: { filters: AdminListingFilters },
): Promise<Result<{ fileName: string; body: ReadableStream<Uint8Array> }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const { sql } = ctx.database;
  const list = (column: string) =>
    sql.unsafe(`array_to_string(array(select jsonb_array_elements_text(l.${column})), '; ')`);
  const query = sql<ExportRow[]>`
    select l.name, l.description, l.address, l.city, l.state, l.zip_code, l.latitude, l.longitude, l.phone,
      l.email, l.website, l.opening_hours, ${list("services")} as services,
      (select string_agg(ip.display_name, '; ' order by ip.sort_order, ip.id)
         from insurance_providers ip where ip.id = any(l.insurance_provider_ids)) as insurers,
      case l.accepting_new_clients when true then 'yes' when false then 'no' end as accepting_new_clients,
      l.waitlist_weeks, l.min_age_years, l.max_age_years, ${list("care_settings")} as care_settings,
      ${list("languages")} as languages, ${list("funding_accepted")} as funding_accepted,
      array_to_string(array(select jsonb_array_elements_text(l.bcba_certificant_numbers)), ' ') as bcba_certificant_numbers,
      l.id, l.status, l.tier, case when l.owner_verified then 'yes' else 'no' end as owner_verified,
      l.last_verified_at::text as last_verified_at, l.created_at::date::text as created_at
    from listings l
    where ${adminListingsWhere(sql, input.filters)}
    order by ${adminListingsOrder(sql, input.filters)}`;
  const columns = [...IMPORT_COLUMNS.map((c) => c.name), ...EXPORT_ONLY_COLUMNS];
  const encoder = new TextEncoder();
  const cursor = query.cursor(CURSOR_ROWS)[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(columns)));
        return;
      }
      const next = await cursor.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvRow(columns.map((c) => row[c]))).join("")));
    },
    async cancel() {
      await cursor.return?.();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return ok({ fileName: `listings-${day}.csv`, body });
}
