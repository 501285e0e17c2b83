import { and, eq, sql } from "drizzle-orm";
import { reviews, violationReports } from "@db/schema/index.ts";
import { audit } from "../auth/audit.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { inTransaction } from "@db/transaction.server.ts";

export type ReportDecision = "upheld" | "dismissed";

/**
 * An admin resolves a pending report: upheld hides the review (the listing's average and count
 * follow, by the reviews triggers, and every other pending report of it is upheld too);
 * dismissed leaves it shown. A report is resolved once. Audited.
 */
export async function resolveReport(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { reportId: number; decision: ReportDecision; notes?: string },
): Promise<Result<{ status: ReportDecision; reviewId: number }>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  if (input.decision !== "upheld" && input.decision !== "dismissed") {
    return failWith(400, messageKey("communityMessage", "invalid_input"));
  }
  return inTransaction(database, async ({ db: tx }) => {
    const [report] = await tx
      .update(violationReports)
      .set({
        status: input.decision,
        adminNotes: input.notes?.trim() || null,
        resolvedBy: user.id,
        resolvedAt: sql`now()`,
      })
      .where(and(eq(violationReports.id, input.reportId), eq(violationReports.status, "pending")))
      .returning({ reviewId: violationReports.reviewId });
    if (!report) {
      const [exists] = await tx
        .select({ id: violationReports.id })
        .from(violationReports)
        .where(eq(violationReports.id, input.reportId));
      return exists
        ? failWith(409, messageKey("communityMessage", "report_already_resolved"))
        : failWith(404, messageKey("communityMessage", "report_not_found"));
    }
    if (input.decision === "upheld") {
      await tx
        .update(reviews)
        .set({ status: "hidden", updatedAt: sql`updated_at` })
        .where(eq(reviews.id, report.reviewId));
      await tx
        .update(violationReports)
        .set({ status: "upheld", resolvedBy: user.id, resolvedAt: sql`now()` })
        .where(and(eq(violationReports.reviewId, report.reviewId), eq(violationReports.status, "pending")));
    }
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "review_report_resolved",
        ip: auth.ip,
        details: { reportId: input.reportId, reviewId: report.reviewId, decision: input.decision },
      },
    );
    return ok({ status: input.decision, reviewId: report.reviewId });
  });
}
