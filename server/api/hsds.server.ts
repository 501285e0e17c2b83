/** /api/hsds: the directory in HSDS 3.0 (docs/open-data.md). Thin: parse, call the use case, answer. */
import type { Context } from "hono";
import { listLocations } from "@server/hsds/list-locations.server.ts";
import { listOrganizations } from "@server/hsds/list-organizations.server.ts";
import { listServices } from "@server/hsds/list-services.server.ts";
import { organizationById } from "@server/hsds/organization-by-id.server.ts";
import { parseHsdsPageParams } from "@server/hsds/page-params.ts";
import { serviceById } from "@server/hsds/service-by-id.server.ts";
import { streamDataPackage } from "@server/hsds/stream-data-package.server.ts";
import type { AppEnv } from "../http/env.ts";
import { apiError } from "./errors.ts";
import type { OperationHandler, OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE, invalidQuery, queryParams } from "./validation.ts";

/** Absolute URLs use the configured public address, else the address this request came to. */
const originOf = (c: Context<AppEnv>) =>
  (c.var.services.config.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");

type ListUseCase = typeof listOrganizations | typeof listServices | typeof listLocations;

function list(useCase: ListUseCase): OperationHandler {
  return async (c) => {
    const parsed = parseHsdsPageParams(queryParams(c));
    if (!parsed.success) return invalidQuery(c, parsed.error);
    const page = await useCase(c.var.services, {
      page: parsed.data.page,
      perPage: parsed.data.per_page,
      origin: originOf(c),
    });
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(page);
  };
}

function one(useCase: typeof organizationById | typeof serviceById, what: string): OperationHandler {
  return async (c) => {
    const id = c.req.param("id") ?? "";
    const found = await useCase(c.var.services, { id, origin: originOf(c) });
    if (!found) return apiError(c, 404, "not_found", `No ${what} ${id.slice(0, 40)}.`);
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(found);
  };
}

export const hsdsHandlers = {
  "get /api/hsds": (c) => {
    const origin = originOf(c);
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({
      version: "3.0",
      profile: `${origin}/api/docs#open-data`,
      openapi_url: `${origin}/api/openapi.json`,
    });
  },
  "get /api/hsds/organizations": list(listOrganizations),
  "get /api/hsds/organizations/{id}": one(organizationById, "organization"),
  "get /api/hsds/services": list(listServices),
  "get /api/hsds/services/{id}": one(serviceById, "service"),
  "get /api/hsds/locations": list(listLocations),
  "get /api/hsds/datapackage.zip": async (c) => {
    const { body } = await streamDataPackage(c.var.services, { origin: originOf(c) });
    const logger = c.var.services.logger;
    // Pulled chunk by chunk, so a slow reader slows the reads; a reader that leaves ends them.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await body.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          logger.error({ err: error }, "HSDS data package failed while streaming");
          controller.error(error);
        }
      },
      async cancel() {
        await body.return(undefined);
      },
    });
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": 'attachment; filename="aba-atlas-hsds.zip"',
        // The whole directory changes slowly; an hour keeps repeated downloads off the database.
        "Cache-Control": "public, max-age=3600",
      },
    });
  },
} satisfies OperationHandlers;
