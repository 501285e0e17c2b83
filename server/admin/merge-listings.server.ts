import type { Database, Sql } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { imageLimit, imagePath } from "@domain/listing-images.ts";
import { audit } from "../auth/audit.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, invalidInput, ok, type MessageKey, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { signedInCaller } from "../owners/listing-access.server.ts";

const REASON_MAX = 500;

interface Locked {
  id: number;
  user_id: number | null;
  owner_verified: boolean;
  status: string;
  tier: string;
  merged_into_id: number | null;
  images: string[];
}

export interface MergeCounts {
  reviews: number;
  favorites: number;
  claims: number;
  jobs: number;
  images: number;
  insurers: number;
  suggestions: number;
  ownerMoved: boolean;
}

/**
 * An admin merges a duplicate listing into the one that stays (the survivor), in one
 * transaction with its audit entry: the duplicate's reviews (except a second review by the same
 * person), favorites, owner (when the survivor has none), pending claims, jobs, photos (up to the
 * survivor's plan limit), insurers and pending suggestions move over; the duplicate is closed
 * with merged_into_id, so its page answers 301 to the survivor. The rating triggers recompute
 * both listings' averages and counts.
 */
export async function mergeListings(
  ctx: CallerContext,
  input: { survivorId: unknown; duplicateId: unknown; reason: string; confirmed: boolean },
): Promise<Result<{ survivorId: number; duplicateId: number; moved: MergeCounts }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  if (!isAdmin(caller.value)) return failWith(403, messageKey("ownerMessage", "admin_only"));
  const survivorId = Number(input.survivorId);
  if (!Number.isSafeInteger(survivorId) || survivorId <= 0)
    return failWith(404, messageKey("ownerMessage", "not_found"));
  const duplicateId = Number(
    String(input.duplicateId ?? "")
      .replace(/^#/, "")
      .trim() || NaN,
  );
  const fields: Record<string, MessageKey> = {};
  if (!Number.isSafeInteger(duplicateId) || duplicateId <= 0)
    fields.duplicateId = messageKey("ownerMessage", "merge_unknown");
  else if (duplicateId === survivorId) fields.duplicateId = messageKey("ownerMessage", "merge_same");
  const reason = input.reason.trim().slice(0, REASON_MAX);
  if (!reason) fields.reason = messageKey("ownerMessage", "reason_required");
  if (!input.confirmed) fields.confirm = messageKey("ownerMessage", "confirm_required");
  if (Object.keys(fields).length) return invalidInput(fields, { prefix: "ownerMessage" });

  return inTransaction(ctx.database, (tx) =>
    mergeInto(tx, { survivorId, duplicateId, userId: caller.value.id, ip: ctx.auth.ip, reason }),
  );
}

/**
 * The merge itself, inside the caller's transaction (the registry review queue merges and records
 * its decision in one): the admin has been checked and the input validated.
 */
export async function mergeInto(
  tx: Database,
  input: { survivorId: number; duplicateId: number; userId: number; ip: string | null; reason: string },
): Promise<Result<{ survivorId: number; duplicateId: number; moved: MergeCounts }>> {
  const { survivorId, duplicateId, reason } = input;
  const sql = tx.sql;
  // Both rows locked in id order: two merges of the same pair queue up instead of deadlocking.
  const rows = await sql<Locked[]>`
    select id, user_id, owner_verified, status, tier, merged_into_id, images from listings
    where id in (${survivorId}, ${duplicateId}) order by id for update`;
  const survivor = rows.find((r) => r.id === survivorId);
  const duplicate = rows.find((r) => r.id === duplicateId);
  if (!survivor) return failWith(404, messageKey("ownerMessage", "not_found"));
  if (!duplicate)
    return invalidInput({ duplicateId: messageKey("ownerMessage", "merge_unknown") }, { prefix: "ownerMessage" });
  if (survivor.merged_into_id !== null) return failWith(409, messageKey("ownerMessage", "merge_done"));
  if (duplicate.merged_into_id !== null) {
    return invalidInput(
      { duplicateId: messageKey("ownerMessage", "merge_done") },
      { status: 409, prefix: "ownerMessage" },
    );
  }

  const moved = await moveEverything(sql, survivor, duplicate);
  await sql`update listings set merged_into_id = ${survivorId} where merged_into_id = ${duplicateId}`;
  await sql`
    update listings set status = 'closed', merged_into_id = ${survivorId},
      user_id = ${moved.ownerMoved ? null : duplicate.user_id},
      owner_verified = ${moved.ownerMoved ? false : duplicate.owner_verified}
    where id = ${duplicateId}`;
  await audit(tx, {
    userId: input.userId,
    action: "listing_merged",
    ip: input.ip,
    details: {
      listingId: survivorId,
      duplicateId,
      duplicateStatusBefore: duplicate.status,
      reason,
      ...moved,
    },
  });
  return ok({ survivorId, duplicateId, moved });
}

async function moveEverything(sql: Sql, survivor: Locked, duplicate: Locked): Promise<MergeCounts> {
  const s = survivor.id;
  const d = duplicate.id;
  // One review per person per listing: a person who reviewed both keeps the survivor's.
  const reviews = await sql`
    update reviews r set listing_id = ${s}
    where r.listing_id = ${d} and not exists (
      select 1 from reviews o where o.listing_id = ${s} and (
        (r.user_id is not null and o.user_id = r.user_id)
        or (r.user_id is null and r.email is not null and o.user_id is null and lower(o.email) = lower(r.email))))`;
  await sql`
    update violation_reports v set listing_id = ${s}
    from reviews r where r.id = v.review_id and r.listing_id = ${s} and v.listing_id = ${d}`;
  const favorites = await sql`
    insert into favorites (user_id, listing_id, created_at)
    select user_id, ${s}, created_at from favorites where listing_id = ${d}
    on conflict do nothing`;
  await sql`delete from favorites where listing_id = ${d}`;

  const ownerMoved = survivor.user_id === null && duplicate.user_id !== null;
  if (ownerMoved) {
    await sql`update listings set user_id = ${duplicate.user_id}, owner_verified = ${duplicate.owner_verified}
      where id = ${s}`;
  }
  const claims = await sql`
    update listing_claims c set listing_id = ${s}
    where c.listing_id = ${d} and c.status = 'pending' and not exists (
      select 1 from listing_claims o where o.listing_id = ${s} and o.user_id = c.user_id and o.status = 'pending')`;
  await sql`update listing_claims set status = 'expired' where listing_id = ${d} and status = 'pending'`;

  const jobs = await sql`update job_listings set listing_id = ${s} where listing_id = ${d}`;
  const insurers = await sql`
    insert into listing_insurances (listing_id, insurance_provider_id)
    select ${s}, insurance_provider_id from listing_insurances where listing_id = ${d}
    on conflict do nothing`;
  const suggestions = await sql`
    update edit_suggestions set listing_id = ${s} where listing_id = ${d} and status = 'pending'`;
  const images = await moveImages(sql, survivor, duplicate);
  return {
    reviews: reviews.count,
    favorites: favorites.count,
    claims: claims.count,
    jobs: jobs.count,
    images,
    insurers: insurers.count,
    suggestions: suggestions.count,
    ownerMoved,
  };
}

/** Uploaded photos of the duplicate after the survivor's, up to the survivor's plan limit. */
async function moveImages(sql: Sql, survivor: Locked, duplicate: Locked): Promise<number> {
  const uploads = async (id: number) =>
    (
      await sql<{ id: number }[]>`
        select id from uploaded_files where listing_id = ${id} and deleted_at is null order by position, id`
    ).map((r) => r.id);
  const kept = await uploads(survivor.id);
  // Photos that are not uploads (demo or imported addresses) are left as they are.
  if (kept.length !== survivor.images.length) return 0;
  const room = Math.max(0, imageLimit(survivor.tier) - kept.length);
  const taken = (await uploads(duplicate.id)).slice(0, room);
  if (taken.length === 0) return 0;
  const order = [...kept, ...taken];
  for (const [position, id] of order.entries()) {
    await sql`update uploaded_files set listing_id = ${survivor.id}, position = ${position} where id = ${id}`;
  }
  const left = await uploads(duplicate.id);
  await sql`update listings set images = ${JSON.stringify(order.map(imagePath))}::jsonb where id = ${survivor.id}`;
  if (duplicate.images.every((path) => path.startsWith(imagePath(0).replace(/0$/, "")))) {
    await sql`update listings set images = ${JSON.stringify(left.map(imagePath))}::jsonb where id = ${duplicate.id}`;
  }
  return taken.length;
}
