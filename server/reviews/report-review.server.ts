import { createHash } from "node:crypto";
import { violationReports } from "@db/schema/index.ts";
import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from "../../domain/community/reviews.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { FieldProblems, text } from "../community/input.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { publishedReview } from "./review-targets.server.ts";

/**
 * "Report this review": a reason and an optional description, pending until an admin resolves
 * it (resolve-report). One report per reporter (account, else IP address) and review: reporting
 * twice answers the same and stores nothing more. Counted per IP address.
 */
export async function reportReview(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { reviewId: number; values: unknown },
): Promise<Result<{ code: CommunityMessageCode; listingId: number }>> {
  const review = await publishedReview(database, input.reviewId);
  if (!review) return failWith(404, messageKey("communityMessage", "review_not_found"));
  const problems = new FieldProblems();
  const reason = text(input.values, "reason");
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) problems.add("reason", "reason_required");
  const description = text(input.values, "description").trim();
  if (description.length > REVIEW_LIMITS.reportDescriptionMax) problems.add("description", "description_long");
  if (!problems.empty) return invalidInput(problems.fields, { prefix: "communityMessage" });
  const attempt = await hitRateLimit(database, "reportIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);
  const user = await auth.user();
  const reporter = user ? `user:${user.id}` : `ip:${auth.ip ?? "unknown"}`;
  await database.db
    .insert(violationReports)
    .values({
      reviewId: review.id,
      listingId: review.listingId,
      reporterId: user?.id ?? null,
      reporterKey: createHash("sha256").update(reporter).digest("hex"),
      reason: reason as ReportReason,
      description: description || null,
    })
    .onConflictDoNothing();
  return ok({ code: "report_received", listingId: review.listingId });
}
