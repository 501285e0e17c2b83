import { CSV_BOM, csvRow } from "@domain/csv.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { audit } from "../auth/audit.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

const BATCH = 500;
const HEADER = ["email", "subscribed_at", "listing_id"];

/**
 * The active subscribers as CSV, streamed from a database cursor (constant memory however many
 * there are; cells escaped by domain/csv.ts). The export is audited when it starts: addresses
 * leave the site.
 */
export async function exportSubscribers(
  ctx: UseCaseContext<"database" | "auth">,
): Promise<Result<{ filename: string; body: ReadableStream<Uint8Array> }>> {
  const caller = await adminCaller(ctx, "newsletter");
  if (!caller.ok) return caller;
  const { sql } = ctx.database;
  const [counted] = await sql<{ n: number }[]>`select count(*)::int as n from newsletter_emails where is_active`;
  await audit(ctx.database, {
    userId: null,
    action: "newsletter_exported",
    ip: ctx.auth.ip,
    actorId: caller.value.id,
    object: { type: "newsletter", id: "active" },
    details: { rows: counted?.n ?? 0 },
  });
  const encoder = new TextEncoder();
  const query = sql<{ email: string; subscribed_at: string; listing_id: number | null }[]>`
    select email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as subscribed_at, listing_id
    from newsletter_emails where is_active order by id`;
  const batches = query.cursor(BATCH)[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(next.value.map((r) => csvRow([r.email, r.subscribed_at, r.listing_id])).join("")),
      );
    },
    async cancel() {
      await batches.return?.();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return ok({ filename: `newsletter-subscribers-${day}.csv`, body });
}
