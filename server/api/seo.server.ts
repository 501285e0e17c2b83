import { parseSeoParams, seoForPage } from "@server/listings/seo-meta.server.ts";
import { apiError } from "./errors.ts";
import type { OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE, invalidQuery, queryParams } from "./validation.ts";

export const seoHandlers = {
  "get /api/seo/meta": async (c) => {
    const parsed = parseSeoParams(queryParams(c));
    if (!parsed.ok) return invalidQuery(c, parsed.error);
    // The configured site address only: the answer is cached, so the Host header must not reach it.
    const origin = c.var.services.config.siteUrl;
    const result = await seoForPage(c.var.services, { ...parsed.value, origin });
    if (!result) return apiError(c, 404, "not_found", `No listing ${parsed.value.listingId}.`);
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(result);
  },
} satisfies OperationHandlers;
