import { writable } from "@db/client.server.ts";
import { isParentReportKind, PARENT_REPORT_NOTE_MAX } from "@domain/parent-reports.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { FieldProblems, text } from "../community/input.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { activeListing } from "../reviews/review-targets.server.ts";
import type { CallerContext } from "../use-case.ts";

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
 * listing's owner (My Listings, the edit page) and the admins' queue see it; three independent
 * reporters of one kind make the fact disputed (parent-report-disputes). Stored with a salted
 * hash of the reporter (account, else IP address) and nothing else about them. Counted per IP.
 */
export async function submitParentReport(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { listingId: number; values: unknown },
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
  // The hash is made in the database with its salt, which never leaves it.
  const [row] = await writable(database).sql<{ id: number }[]>`
    insert into parent_reports (listing_id, kind, note, reporter_hash)
    select ${listing.id}, ${kind}, ${note || null},
           encode(sha256(convert_to(s.salt || ':' || ${listing.id}::text || ':' || ${reporter}, 'UTF8')), 'hex')
    from parent_report_salt s where s.id = 1
    returning id`;
  if (!row) throw new Error("parent_report_salt has no row (migration 0034)");
  return ok({ code: "parent_report_received", id: row.id });
}
