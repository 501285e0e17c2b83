/**
 * Removes the stored files of images soft-deleted (remove-listing-image.server.ts) more than a
 * grace period ago, and marks their rows purged; the rows stay for the record. Run by the
 * recurring `purge_deleted_images` job (server/jobs/schedule.ts).
 */
import { imagePath } from "@domain/listing-images.ts";
import type { UseCaseContext } from "../use-case.ts";
import { imageStorage } from "./storage.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

/**
 * A deleted image keeps its files this long, so an admin can still restore it (clear deleted_at)
 * and it shows again as it was.
 */
export const DELETED_IMAGE_GRACE_DAYS = 7;
/** Rows locked and files removed per transaction: short transactions, bounded memory. */
const BATCH_SIZE = 50;
/** Batches per run; the rest waits for the next run. */
const MAX_BATCHES = 40;

/**
 * One batch, in one transaction: lock due rows after `afterId` (SKIP LOCKED, so a second process
 * running the job takes other rows), remove their files, mark them purged. A crash after the
 * files went and before the commit leaves the rows unpurged; the next run removes nothing twice
 * (a missing file is no error) and marks them.
 */
async function purgeBatch(
  ctx: UseCaseContext<"config" | "database">,
  graceDays: number,
  afterId: number,
): Promise<{ purged: number; lastId: number | null }> {
  const storage = imageStorage(ctx);
  return inTransaction(ctx.database, async ({ sql: tx }) => {
    const due = await tx<{ id: number; path: string }[]>`
      select f.id, f.path
      from uploaded_files f
      where f.deleted_at < now() - make_interval(days => ${graceDays})
        and f.purged_at is null
        and f.id > ${afterId}
        -- The folder is the image's own (uploads store under <folder>/<filename>), never a parent.
        and right(f.path, length(f.filename) + 1) = '/' || f.filename
        -- No row still shown or restorable names the same folder.
        and not exists (
          select 1 from uploaded_files other
          where other.path = f.path and other.id <> f.id and other.purged_at is null
            and (other.deleted_at is null or other.deleted_at >= now() - make_interval(days => ${graceDays}))
        )
      order by f.id
      limit ${BATCH_SIZE}
      for update of f skip locked`;
    if (due.length === 0) return { purged: 0, lastId: null };
    // Still shown somewhere by its address (a listing, a product, a blog cover): keep its files.
    const addresses = due.map((row) => imagePath(row.id));
    const referenced = await tx<{ address: string }[]>`
      select a.address from unnest(${addresses}::text[]) as a(address)
      where exists (select 1 from listings l where l.images ?| array[a.address])
         or exists (select 1 from autism_products p where p.image_url = a.address)
         or exists (select 1 from blog_posts b where b.cover_image = a.address)`;
    const kept = new Set(referenced.map((r) => r.address));
    const purge = due.filter((row) => !kept.has(imagePath(row.id)));
    for (const row of purge) await storage.deleteFolder(row.path);
    if (purge.length > 0) {
      await tx`update uploaded_files set purged_at = now() where id = any(${purge.map((r) => r.id)}::int[])`;
    }
    return { purged: purge.length, lastId: due.length < BATCH_SIZE ? null : due.at(-1)!.id };
  });
}

/** Purges every due image, batch by batch (at most MAX_BATCHES now); returns how many. */
export async function purgeDeletedImages(
  ctx: UseCaseContext<"config" | "database" | "logger">,
  input: { graceDays?: number } = {},
): Promise<{ purged: number }> {
  const graceDays = input.graceDays ?? DELETED_IMAGE_GRACE_DAYS;
  let purged = 0;
  // A cursor, not "until a batch purges nothing": referenced rows stay due and must not hide the rest.
  let afterId: number | null = 0;
  for (let batch = 0; batch < MAX_BATCHES && afterId !== null; batch++) {
    const result = await purgeBatch(ctx, graceDays, afterId);
    purged += result.purged;
    afterId = result.lastId;
  }
  if (purged > 0) ctx.logger.info({ purged }, "deleted images: stored files removed");
  return { purged };
}
