import { auditLog } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";

export type AuditAction =
  | "register"
  // Someone registered with this account's address: no account made, the owner was emailed.
  | "register_email_taken"
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
  // npm run admin:create (server/admin/create-site-admin): a new site admin, or an account made one.
  | "site_admin_created"
  // Community (issue 12): moderation and accepted corrections.
  | "review_report_resolved"
  | "edit_suggestion_accepted"
  | "edit_suggestion_rejected"
  // "Did you contact them?" (issue 29): an admin dismissed a parent's report.
  | "parent_report_dismissed"
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
  | "listing_image_added"
  | "listing_image_removed"
  | "listing_image_moved"
  // Admin console, people (issue 13): accounts, contact messages, newsletter, provider contacts.
  | "user_reactivated"
  | "temporary_password_set"
  | "contact_message_answered"
  | "newsletter_exported"
  | "provider_contacts_imported"
  | "provider_contact_updated"
  // Admin moderation (issue 13): details name the listing or review, before → after, the reason.
  | "listing_merged"
  | "review_hidden"
  | "review_restored"
  // Listing CSV import (server/import): details name the import and its counts.
  | "listing_import_started"
  | "listing_import_finished"
  | "nppes_import_started"
  | "nppes_import_finished"
  | "registry_match_decided"
  | "listing_import_discarded"
  // Admin catalogue (server/catalogue): the object and its changed fields, before → after.
  | "insurer_created"
  | "insurer_updated"
  | "insurer_visibility_changed"
  | "product_created"
  | "product_updated"
  | "product_visibility_changed"
  | "product_image_uploaded"
  | "blog_post_created"
  | "blog_post_updated"
  | "blog_post_status_changed"
  | "blog_cover_uploaded";

/** A field's value as the log keeps it (JSON). */
type AuditValue = string | number | boolean | null | readonly (string | number)[];

export interface AuditEntry {
  /** Who: the account concerned, when known. */
  userId: number | null;
  action: AuditAction;
  ip: string | null;
  /** Who acted, when not the account concerned (an admin); else details.by, else userId. */
  actorId?: number | null;
  /** What was acted on; else a listing named in details.listingId, else the account when an admin acted on it. */
  object?: { type: string; id: number | string };
  /** The object's changed fields before and after the action (kept as JSON). */
  before?: Record<string, AuditValue> | object | null;
  after?: Record<string, AuditValue> | object | null;
  /** Extra facts as JSON, never secrets (no passwords, tokens or typed account names). */
  details?: Record<string, string | number | boolean | null>;
}

/** Who acted and on what, for entries that name them only in their details (older callers). */
function actorAndObject(entry: AuditEntry): { actorId: number | null; object: { type: string; id: string } | null } {
  const by = entry.details?.by;
  const actorId = entry.actorId !== undefined ? entry.actorId : typeof by === "number" ? by : entry.userId;
  if (entry.object) return { actorId, object: { type: entry.object.type, id: String(entry.object.id) } };
  const listingId = entry.details?.listingId;
  if (typeof listingId === "number") return { actorId, object: { type: "listing", id: String(listingId) } };
  if (entry.userId !== null && actorId !== entry.userId)
    return { actorId, object: { type: "user", id: String(entry.userId) } };
  return { actorId, object: null };
}

/** Writes one audit_log row (who, what, when, IP); inside a transaction, pass { db: tx }. */
export async function audit(database: { db: Pick<Database["db"], "insert"> }, entry: AuditEntry): Promise<void> {
  const { actorId, object } = actorAndObject(entry);
  await database.db.insert(auditLog).values({
    userId: entry.userId,
    actorId,
    action: entry.action,
    objectType: object?.type ?? null,
    objectId: object?.id ?? null,
    ip: entry.ip,
    details: entry.details ? JSON.stringify(entry.details) : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
