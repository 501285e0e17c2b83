import { asc, eq } from "drizzle-orm";
import { listings, reviews, violationReports } from "@db/schema/index.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";

/** Pending review reports, oldest first, for the admin screen (another issue builds it). Admins only. */
export async function pendingReports({ database, auth }: Pick<CallerContext, "database" | "auth">) {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  const rows = await database.db
    .select({
      id: violationReports.id,
      reason: violationReports.reason,
      description: violationReports.description,
      createdAt: violationReports.createdAt,
      reviewId: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      language: reviews.language,
      listingId: listings.id,
      listingName: listings.name,
    })
    .from(violationReports)
    .innerJoin(reviews, eq(reviews.id, violationReports.reviewId))
    .innerJoin(listings, eq(listings.id, violationReports.listingId))
    .where(eq(violationReports.status, "pending"))
    .orderBy(asc(violationReports.createdAt), asc(violationReports.id))
    .limit(200);
  return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))) as Result<
    Array<Omit<(typeof rows)[number], "createdAt"> & { createdAt: string }>
  >;
}
