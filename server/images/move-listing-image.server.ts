import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { lockListing, orderedImageIds, writeImageOrder } from "./listing-images.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

/**
 * The owner or an admin moves a photo one place up or down; the first photo is the one cards and
 * the listing page show. Moving the first up or the last down changes nothing and is no error.
 */
export async function moveListingImage(
  ctx: CallerContext,
  input: { listingId: unknown; imageId: unknown; direction: unknown },
): Promise<Result<{ order: number[] }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const imageId = Number(input.imageId);
  const step = input.direction === "up" ? -1 : input.direction === "down" ? 1 : 0;
  if (step === 0) return failWith(400, messageKey("ownerMessage", "invalid_input"));
  const order = await inTransaction(ctx.database, async ({ db: tx }) => {
    await lockListing(tx, listing.id);
    const ids = await orderedImageIds(tx, listing.id);
    const from = ids.indexOf(imageId);
    if (from < 0) return null;
    const to = from + step;
    if (to < 0 || to >= ids.length) return ids;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await writeImageOrder(tx, listing.id, ids);
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_image_moved",
        ip: ctx.auth.ip,
        details: { listingId: listing.id, imageId, position: to },
      },
    );
    return ids;
  });
  return order ? ok({ order }) : failWith(404, messageKey("ownerMessage", "image_not_found"));
}
