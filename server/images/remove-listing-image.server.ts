import { and, eq, isNull } from "drizzle-orm";
import { uploadedFiles } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { lockListing, orderedImageIds, writeImageOrder } from "./listing-images.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

/**
 * The owner or an admin removes a photo: a soft delete (spec uploaded_files.deletedAt). The row
 * and its variants stay for the record, but the photo is gone from the listing and from
 * /api/images at once. A photo of another listing is "not found", whoever asks.
 */
export async function removeListingImage(
  ctx: CallerContext,
  input: { listingId: unknown; imageId: unknown },
): Promise<Result<{ id: number }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const imageId = Number(input.imageId);
  if (!Number.isSafeInteger(imageId) || imageId <= 0)
    return failWith(404, messageKey("ownerMessage", "image_not_found"));
  const removed = await inTransaction(ctx.database, async ({ db: tx }) => {
    await lockListing(tx, listing.id);
    const rows = await tx
      .update(uploadedFiles)
      .set({ deletedAt: new Date() })
      .where(
        and(eq(uploadedFiles.id, imageId), eq(uploadedFiles.listingId, listing.id), isNull(uploadedFiles.deletedAt)),
      )
      .returning({ id: uploadedFiles.id });
    if (rows.length === 0) return false;
    await writeImageOrder(tx, listing.id, await orderedImageIds(tx, listing.id));
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_image_removed",
        ip: ctx.auth.ip,
        details: { listingId: listing.id, imageId },
      },
    );
    return true;
  });
  return removed ? ok({ id: imageId }) : failWith(404, messageKey("ownerMessage", "image_not_found"));
}
