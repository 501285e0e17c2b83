import { createHash, randomUUID } from "node:crypto";
import { uploadedFiles } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { MAX_IMAGE_BYTES, imagePath } from "@domain/listing-images.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { acceptedImageType, oneImageAtATime, renderVariants } from "./image-variants.server.ts";
import { imageStorage } from "./storage.server.ts";

/**
 * An image for the site's own pages (a product photo, a blog cover), checked and stored exactly
 * like a listing photo: judged by its bytes (JPEG, PNG, WebP, decodable HEIC, at most 8 MB),
 * only sharp's re-encoded variants kept (no metadata), served by /api/images/{id}. The caller's
 * transaction `tx` records the file; when `save` throws or the transaction rolls back, the caller
 * removes the stored bytes with `discard`.
 */
export async function prepareSiteImage(
  ctx: UseCaseContext<"config" | "database" | "logger">,
  input: { file: unknown; folder: "products" | "blog" },
): Promise<
  Result<{
    save: (tx: Pick<Database, "db">, uploadedBy: number) => Promise<{ id: number; url: string }>;
    discard: () => Promise<void>;
  }>
> {
  const file = input.file;
  if (!(file instanceof Blob) || file.size === 0) return failWith(400, messageKey("ownerMessage", "image_missing"));
  if (file.size > MAX_IMAGE_BYTES) return failWith(400, messageKey("ownerMessage", "image_too_large"));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const accepted = await acceptedImageType(bytes);
  if (!accepted.ok) return accepted;
  const mimetype = accepted.value;
  const name = randomUUID();
  const base = `${input.folder}/${name}`;
  let variants: Awaited<ReturnType<typeof renderVariants>>;
  try {
    variants = await oneImageAtATime(() => renderVariants(bytes, base));
  } catch (error) {
    ctx.logger.info({ err: error, folder: input.folder }, "image upload not decodable");
    return failWith(400, messageKey("ownerMessage", "image_type"));
  }
  const storage = imageStorage(ctx);
  const discard = async () => {
    await Promise.all(variants.map((v) => storage.delete(v.key)));
  };
  try {
    for (const variant of variants) await storage.put(variant.key, variant.bytes);
  } catch (error) {
    await discard();
    throw error;
  }
  const originalName =
    ((file instanceof File ? file.name : "").split(/[\\/]/).pop() ?? "")
      .replace(/[\p{Cc}\p{Cs}]/gu, "")
      .trim()
      .slice(0, 200) || "image";
  return ok({
    discard,
    save: async (tx, uploadedBy) => {
      const [row] = await tx.db
        .insert(uploadedFiles)
        .values({
          filename: name,
          originalName,
          path: base,
          size: file.size,
          mimetype,
          uploadedBy,
          listingId: null,
          checksum: createHash("sha256").update(bytes).digest("hex"),
        })
        .returning({ id: uploadedFiles.id });
      return { id: row!.id, url: imagePath(row!.id) };
    },
  });
}
