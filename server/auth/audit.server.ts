import { auditLog } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";

type AuditAction =
  | "register"
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_blocked"
  | "sign_out"
  | "password_change"
  | "password_change_failed"
  | "password_reset"
  | "email_verified"
  | "role_change"
  | "user_deactivated"
  | "sessions_ended"
  // Community (issue 12): moderation and accepted corrections.
  | "review_report_resolved"
  | "edit_suggestion_accepted"
  | "edit_suggestion_rejected"
  // Provider owners (server/owners, server/payments): details name the listing.
  | "listing_created"
  | "listing_updated"
  | "listing_status_changed"
  | "listing_details_verified"
  | "listing_claim_requested"
  | "listing_claimed"
  | "listing_tier_changed"
  | "job_posting_used"
  | "job_postings_added"
  // Listing CSV import (server/import): details name the import and its counts.
  | "listing_import_started"
  | "listing_import_finished"
  | "listing_import_discarded";

export interface AuditEntry {
  /** Who: the account concerned, when known. */
  userId: number | null;
  action: AuditAction;
  ip: string | null;
  /** Extra facts as JSON, never secrets (no passwords, tokens or typed account names). */
  details?: Record<string, string | number | boolean | null>;
}

/** Writes one audit_log row (who, what, when, IP); inside a transaction, pass { db: tx }. */
export async function audit(database: { db: Pick<Database["db"], "insert"> }, entry: AuditEntry): Promise<void> {
  await database.db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    ip: entry.ip,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}
