import { and, eq, isNull } from "drizzle-orm";
import { uploadedFiles } from "@db/schema/index.ts";
import type { ImageSize } from "@domain/listing-images.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { negotiateFormat, variantKey } from "./image-variants.server.ts";
import { imageStorage } from "./storage.server.ts";

/**
 * One stored variant of a photo for /api/images/{id}: the size asked for, in the best format the
 * browser accepts. A deleted or unknown photo is 404, so a removed photo stops being served.
 */
export async function imageFile(
  ctx: UseCaseContext<"config" | "database">,
  input: { id: string; size: ImageSize; accept: string | undefined },
): Promise<Result<{ bytes: Buffer; contentType: string }>> {
  const id = /^[1-9][0-9]{0,9}$/.test(input.id) ? Number(input.id) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647)
    return failWith(404, messageKey("ownerMessage", "image_not_found"));
  const [row] = await ctx.database.db
    .select({ path: uploadedFiles.path })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.deletedAt)))
    .limit(1);
  if (!row) return failWith(404, messageKey("ownerMessage", "image_not_found"));
  const format = negotiateFormat(input.accept);
  const bytes = await imageStorage(ctx).get(variantKey(row.path, input.size, format));
  if (!bytes) return failWith(404, messageKey("ownerMessage", "image_not_found"));
  return ok({ bytes, contentType: format.contentType });
}
