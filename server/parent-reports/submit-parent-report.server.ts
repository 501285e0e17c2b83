import { inTransaction } from "@db/transaction.server.ts";
import type { FactSources } from "@domain/provenance.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { isParentReportKind, PARENT_REPORT_NOTE_MAX } from "@domain/parent-reports.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { FieldProblems, text } from "../community/input.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { activeListing } from "../reviews/review-targets.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendDisputeEmail } from "./dispute-email.server.ts";
import { parentReportDisputes } from "./parent-report-disputes.server.ts";

/**
 * A note as stored: control characters other than line breaks and tabs removed, line breaks
 * normalized, at most two blank lines in a row, trimmed. React prints it as text, never HTML.
 */
export function cleanNote(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/gu, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * "Did you contact them?" (issue 29): anyone, without an account, reports what they found. The
 * listing's owner (its edit page) and the admins' queue see it; three independent reporters of
 * one kind make the fact disputed (parent-report-disputes), and the report that does emails the
 * verified owner once. Stored with a salted hash of the reporter (account, else IP address) and
 * nothing else about them. Counted per IP address.
 */
export async function submitParentReport(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { listingId: number; values: unknown; locale: Locale },
): Promise<Result<{ code: CommunityMessageCode; id: number }>> {
  const listing = await activeListing(database, input.listingId);
  if (!listing) return failWith(404, messageKey("communityMessage", "listing_not_found"));
  const problems = new FieldProblems();
  const kind = text(input.values, "kind");
  if (!isParentReportKind(kind)) problems.add("kind", "parent_report_kind_required");
  const note = cleanNote(text(input.values, "note"));
  // Counted in characters as PostgreSQL counts them (code points), so the table's check agrees.
  if (Array.from(note).length > PARENT_REPORT_NOTE_MAX) problems.add("note", "parent_report_note_long");
  if (!problems.empty || !isParentReportKind(kind))
    return invalidInput(problems.fields, { prefix: "communityMessage" });
  const attempt = await hitRateLimit(database, "parentReportIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);
  const user = await auth.user();
  const reporter = user ? `user:${user.id}` : `ip:${auth.ip ?? "unknown"}`;
  return inTransaction(database, async (tx) => {
    // One report of a listing at a time, so exactly one report starts a dispute (and its email).
    const [target] = await tx.sql<
      {
        factSources: FactSources;
        ownerEmail: string | null;
        ownerVerified: boolean;
        preferredLanguage: string | null;
      }[]
    >`
      select l.fact_sources as "factSources", u.email as "ownerEmail", l.owner_verified as "ownerVerified",
             u.preferred_language as "preferredLanguage"
      from listings l left join users u on u.id = l.user_id and u.is_active
      where l.id = ${listing.id} for update of l`;
    const facts = { id: listing.id, factSources: target?.factSources ?? {} };
    const before = await parentReportDisputes(tx, facts);
    // The hash is made in the database with its salt, which never leaves it.
    const [row] = await tx.sql<{ id: number }[]>`
      insert into parent_reports (listing_id, kind, note, language, reporter_hash)
      select ${listing.id}, ${kind}, ${note || null}, ${note ? input.locale : null},
             encode(sha256(convert_to(s.salt || ':' || ${listing.id}::text || ':' || ${reporter}, 'UTF8')), 'hex')
      from parent_report_salt s where s.id = 1
      returning id`;
    if (!row) throw new Error("parent_report_salt has no row (migration 0034)");
    const after = await parentReportDisputes(tx, facts);
    const started = after.some((d) => d.kind === kind) && !before.some((d) => d.kind === kind);
    if (started && target?.ownerVerified && target.ownerEmail) {
      await sendDisputeEmail(tx, {
        to: target.ownerEmail,
        preferredLanguage: target.preferredLanguage,
        listingId: listing.id,
        listingName: listing.name,
        kind,
        linkBase: auth.linkBase,
      });
    }
    return ok({ code: "parent_report_received" as const, id: row.id });
  });
}
