import type { ImportFileProblem, ImportRowProblem } from "@db/schema/index.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { csvRow } from "@domain/csv.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { importingAdmin } from "./import-access.server.ts";
import { importIdOf } from "./start-listing-import.server.ts";

/** A file problem in words; its row numbers as written, not as quantities. */
export function describeFileProblem(locale: Locale, problem: ImportFileProblem): string {
  const params = Object.fromEntries(Object.entries(problem.params ?? {}).map(([k, v]) => [k, String(v)]));
  return translate(locale, problem.key as MessageKey, params);
}

/** A row problem in words: "Row 12, column zip_code: Enter a 5-digit US zip code." */
export function describeProblem(locale: Locale, problem: ImportRowProblem): string {
  const message = translate(locale, problem.key as MessageKey);
  // A row number as the spreadsheet shows it ("Row 3002"), not as a quantity ("3,002").
  const row = String(problem.row);
  return problem.column
    ? translate(locale, "adminImport.rowColumnProblem", { row, column: problem.column, message })
    : translate(locale, "adminImport.rowProblem", { row, message });
}

const PAGE = 2000;

/**
 * The rows an import did not write, as CSV: the row number, the reasons, then the row's own
 * cells, so the file can be fixed and imported again. Streamed in pages of 2,000 rows.
 */
export async function rejectedRowsCsv(
  ctx: Pick<CallerContext, "auth" | "database">,
  input: { importId: unknown; locale: Locale },
): Promise<Result<{ fileName: string; body: ReadableStream<Uint8Array> }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const id = importIdOf(input.importId);
  const [found] =
    id === null
      ? []
      : await ctx.database.sql<{ id: number }[]>`select id from listing_imports where id = ${id} and status = 'done'`;
  if (!found) return failWith(404, messageKey("ownerMessage", "import_not_found"));
  const { sql } = ctx.database;
  const encoder = new TextEncoder();
  const rowLabel = translate(input.locale, "adminImport.csvRow");
  const reasonsLabel = translate(input.locale, "adminImport.csvReasons");
  let after = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await sql<{ row: number; problems: ImportRowProblem[]; cells: string[] }[]>`
        select row, problems, cells from listing_import_rejects
        where import_id = ${found.id} and row > ${after} order by row limit ${PAGE}`;
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows.at(-1)!.row;
      const text = rows
        .map((r) =>
          // Row 1 is the file's header (write-import-batch.server.ts).
          r.row === 1
            ? csvRow([rowLabel, reasonsLabel, ...r.cells])
            : csvRow([r.row, r.problems.map((p) => describeProblem(input.locale, p)).join(" "), ...r.cells]),
        )
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
  return ok({ fileName: `import-${found.id}-rejected-rows.csv`, body });
}
