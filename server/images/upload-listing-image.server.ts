import { createHash, randomUUID } from "node:crypto";
import { uploadedFiles } from "@db/schema/index.ts";
import { MAX_IMAGE_BYTES, canAddImage, imageLimit } from "@domain/listing-images.ts";
import { failWith, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { acceptedImageType, oneImageAtATime, renderVariants } from "./image-variants.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { lockListing, orderedImageIds, writeImageOrder } from "./listing-images.server.ts";
import { imageStorage } from "./storage.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

const tooMany = (tier: string): Result<never> => ({
  ok: false,
  error: {
    code: "image_count",
    status: 409,
    messageKey: messageKey("ownerMessage", "image_count"),
    params: { max: imageLimit(tier) },
  },
});

async function activeImageCount(ctx: CallerContext, listingId: number): Promise<number> {
  const [row] = await ctx.database.sql<{ n: number }[]>`
    select count(*)::int as n from uploaded_files where listing_id = ${listingId} and deleted_at is null`;
  return row?.n ?? 0;
}

/** A name fit to show back to the owner: no path, no control characters, not too long. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/[\p{Cc}\p{Cs}]/gu, "")
      .trim()
      .slice(0, 200) || "photo"
  );
}

/**
 * The listing's owner (checked on the server for this listing) or an admin adds a photo. Refused,
 * with the reason and nothing stored: no file, over 8 MB, not a JPEG, PNG, WebP or decodable HEIC
 * by its bytes, or beyond the tier's count. Only sharp's re-encoded variants are kept, never the
 * upload itself, so no metadata (GPS) the camera wrote survives. The new photo goes last.
 */
export async function uploadListingImage(
  ctx: CallerContext,
  input: { listingId: unknown; file: unknown },
): Promise<Result<{ id: number }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const file = input.file;
  if (!(file instanceof Blob) || file.size === 0) return failWith(400, messageKey("ownerMessage", "image_missing"));
  if (file.size > MAX_IMAGE_BYTES) return failWith(400, messageKey("ownerMessage", "image_too_large"));

  const limit = await hitRateLimit(ctx.database, "imageUploadUser", String(user.id));
  if (limit.blocked) return rateLimited(limit.retryAfterSeconds);
  // A full listing is refused whatever the file (counted again in turn, below).
  if (!canAddImage(listing.tier, await activeImageCount(ctx, listing.id))) return tooMany(listing.tier);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const accepted = await acceptedImageType(bytes);
  if (!accepted.ok) return accepted;
  // In turn with this process's other photo work, so the allowance counted next includes what an
  // upload sent at the same moment stored, and a refused one is refused before it is decoded.
  return oneImageAtATime(() => storeListingImage(ctx, { user, listing, file, bytes, mimetype: accepted.value }));
}

async function storeListingImage(
  ctx: CallerContext,
  input: {
    user: { id: number };
    listing: { id: number; tier: string };
    file: Blob;
    bytes: Uint8Array;
    mimetype: string;
  },
): Promise<Result<{ id: number }>> {
  const { user, listing, file, bytes, mimetype } = input;
  // Counted before the costly encoding, and again under the listing's lock before the insert.
  if (!canAddImage(listing.tier, await activeImageCount(ctx, listing.id))) return tooMany(listing.tier);

  const name = randomUUID();
  const base = `listings/${listing.id}/${name}`;
  let variants: Awaited<ReturnType<typeof renderVariants>>;
  try {
    variants = await renderVariants(bytes, base);
  } catch (error) {
    ctx.logger.info({ err: error, listingId: listing.id }, "image upload not decodable");
    return failWith(400, messageKey("ownerMessage", "image_type"));
  }

  const storage = imageStorage(ctx);
  const removeStored = () => Promise.all(variants.map((v) => storage.delete(v.key)));
  try {
    for (const variant of variants) await storage.put(variant.key, variant.bytes);
    const id = await inTransaction(ctx.database, async ({ db: tx }) => {
      await lockListing(tx, listing.id);
      const ids = await orderedImageIds(tx, listing.id);
      if (!canAddImage(listing.tier, ids.length)) return null;
      const [row] = await tx
        .insert(uploadedFiles)
        .values({
          filename: name,
          originalName: displayName(file instanceof File ? file.name : ""),
          path: base,
          size: file.size,
          mimetype,
          uploadedBy: user.id,
          listingId: listing.id,
          checksum: createHash("sha256").update(bytes).digest("hex"),
          position: ids.length,
        })
        .returning({ id: uploadedFiles.id });
      await writeImageOrder(tx, listing.id, [...ids, row!.id]);
      await audit(
        { db: tx },
        {
          userId: user.id,
          action: "listing_image_added",
          ip: ctx.auth.ip,
          details: { listingId: listing.id, imageId: row!.id },
        },
      );
      return row!.id;
    });
    if (id === null) {
      await removeStored();
      return tooMany(listing.tier);
    }
    return ok({ id });
  } catch (error) {
    await removeStored();
    throw error;
  }
}
