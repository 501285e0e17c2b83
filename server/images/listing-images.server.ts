/**
 * A listing's photos as the owner's edit screen lists them, and the one place that copies their
 * addresses, in order, into listings.images: every read model (cards, listing page, SEO) already
 * shows listings.images, so they show uploads without a join of their own.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { uploadedFiles } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { imagePath } from "@domain/listing-images.ts";
import type { UseCaseContext } from "../use-case.ts";

/** The Drizzle side of a transaction (inTransaction). */
type Tx = Database["db"];

export interface ListingImage {
  id: number;
  originalName: string;
  url: string;
}

/** The listing's photos that are not deleted, first shown first. */
export async function listingImages(ctx: UseCaseContext<"database">, listingId: number): Promise<ListingImage[]> {
  const rows = await ctx.database.db
    .select({ id: uploadedFiles.id, originalName: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.listingId, listingId), isNull(uploadedFiles.deletedAt)))
    .orderBy(asc(uploadedFiles.position), asc(uploadedFiles.id));
  return rows.map((r) => ({ ...r, url: imagePath(r.id) }));
}

/** Locks the listing row for the rest of the transaction: photo changes to one listing queue up. */
export async function lockListing(tx: Tx, listingId: number): Promise<void> {
  await tx.execute(sql`select id from listings where id = ${listingId} for update`);
}

/** The listing's photo ids in order (inside a transaction that holds the listing's lock). */
export async function orderedImageIds(tx: Tx, listingId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.listingId, listingId), isNull(uploadedFiles.deletedAt)))
    .orderBy(asc(uploadedFiles.position), asc(uploadedFiles.id));
  return rows.map((r) => r.id);
}

/** Numbers the photos 0, 1, 2… in the given order and copies their addresses into listings.images. */
export async function writeImageOrder(tx: Tx, listingId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(uploadedFiles).set({ position }).where(eq(uploadedFiles.id, id));
  }
  const paths = JSON.stringify(ids.map(imagePath));
  await tx.execute(sql`update listings set images = ${paths}::jsonb where id = ${listingId}`);
}
