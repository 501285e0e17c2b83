/** /api/images/{id}: one stored photo variant. Thin: parse, call the use case, answer. */
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { imageFile } from "@server/images/image-file.server.ts";
import { imageQualityParam, imageSizeParam } from "@server/images/image-params.ts";
import type { OperationHandlers } from "./operation-handlers.ts";
import { invalidQuery, parseQueryParam } from "./validation.ts";

/** A photo's id never names other bytes (an upload gets a new id), so a copy never goes stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export const imagesHandlers = {
  "get /api/images/{id}": async (c) => {
    const size = parseQueryParam(c, "size", imageSizeParam);
    if (!size.ok) return invalidQuery(c, size.error);
    const quality = parseQueryParam(c, "quality", imageQualityParam);
    if (!quality.ok) return invalidQuery(c, quality.error);
    const result = await imageFile(c.var.services, {
      id: c.req.param("id") ?? "",
      size: size.value ?? "card",
      accept: c.req.header("accept"),
    });
    if (!result.ok) return apiErrorResponse(result.error, localeFromRequest(c.req.raw));
    const { bytes, contentType } = result.value;
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": contentType,
      "Cache-Control": IMMUTABLE,
      // The format follows Accept: caches keep one copy per Accept.
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    });
  },
} satisfies OperationHandlers;
