import { inArray } from "drizzle-orm";
import { listings, providerContacts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import {
  CONTACT_IMPORT_MAX_BYTES,
  checkContactCsv,
  type ContactColumn,
  type ContactProblem,
  type ContactRecord,
} from "@domain/provider-contact-csv.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { audit } from "../auth/audit.server.ts";
import { invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

type Insert = typeof providerContacts.$inferInsert;

const toCamel = (column: ContactColumn) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
// 25 columns a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters per statement.
const BATCH = 1000;

export type ContactImportOutcome = { imported: number; problems: [] } | { imported: 0; problems: ContactProblem[] };

/**
 * site_admin imports provider contacts from an uploaded CSV: size (1 MB), UTF-8, header, every
 * row and cell checked first (domain/provider-contact-csv.ts) and every listing number looked
 * up; any problem → nothing written and every problem reported by row and column. Otherwise
 * all rows go in one transaction, audited with how many.
 */
export async function importProviderContacts(
  ctx: UseCaseContext<"database" | "auth">,
  input: { file: unknown; today?: string },
): Promise<Result<ContactImportOutcome>> {
  const caller = await adminCaller(ctx, "contacts");
  if (!caller.ok) return caller;
  const { file } = input;
  if (!(file instanceof Blob) || file.size === 0) {
    return invalidInput({ file: messageKey("adminPeople.error", "file_required") }, { prefix: "adminPeople.error" });
  }
  if (file.size > CONTACT_IMPORT_MAX_BYTES) {
    return invalidInput({ file: messageKey("adminPeople.error", "file_too_large") }, { prefix: "adminPeople.error" });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return invalidInput({ file: messageKey("adminPeople.error", "file_encoding") }, { prefix: "adminPeople.error" });
  }
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const checked = checkContactCsv(text, today);
  if (!checked.ok) return ok({ imported: 0, problems: checked.error });
  const missing = await missingListings(ctx, checked.value);
  if (missing.length) return ok({ imported: 0, problems: missing });
  const rows: Insert[] = checked.value.map(
    (record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [toCamel(k as ContactColumn), v])) as Insert,
  );
  await inTransaction(ctx.database, async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.db.insert(providerContacts).values(rows.slice(i, i + BATCH));
    await audit(tx, {
      userId: null,
      action: "provider_contacts_imported",
      ip: ctx.auth.ip,
      actorId: caller.value.id,
      details: { rows: rows.length },
    });
  });
  return ok({ imported: rows.length, problems: [] });
}

/** A problem for each row whose listing_id names no listing. */
async function missingListings(ctx: UseCaseContext<"database">, records: ContactRecord[]): Promise<ContactProblem[]> {
  const ids = [...new Set(records.map((r) => r.listing_id).filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return [];
  const found = new Set(
    (await ctx.database.db.select({ id: listings.id }).from(listings).where(inArray(listings.id, ids))).map(
      (r) => r.id,
    ),
  );
  return records.flatMap((record, index) =>
    typeof record.listing_id === "number" && !found.has(record.listing_id)
      ? [{ row: index + 1, column: "listing_id" as const, code: "listing" as const }]
      : [],
  );
}
