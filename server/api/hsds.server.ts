/** /api/hsds: the directory in HSDS 3.0 (docs/open-data.md). Thin: parse, call the use case, answer. */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { translate } from "@domain/i18n/catalog.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { dataPackageDownload } from "@server/hsds/data-package-download.server.ts";
import { limitOpenData } from "@server/hsds/limit-open-data.server.ts";
import { listLocations } from "@server/hsds/list-locations.server.ts";
import { listOrganizations } from "@server/hsds/list-organizations.server.ts";
import { listServices } from "@server/hsds/list-services.server.ts";
import { organizationById } from "@server/hsds/organization-by-id.server.ts";
import { parseHsdsPageParams } from "@server/hsds/page-params.ts";
import { serviceById } from "@server/hsds/service-by-id.server.ts";
import type { AppEnv } from "../http/env.ts";
import { apiContext } from "../use-case.ts";
import { apiError } from "./errors.ts";
import type { OperationHandler, OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE, invalidQuery, queryParams } from "./validation.ts";

/** Absolute URLs use the configured site address only: answers are cached, the Host header is forged at will. */
const originOf = (c: Context<AppEnv>) => c.var.services.config.siteUrl;

/** Counts the request against the caller's open-data limit; the 429 answer when over it. */
async function overLimit(c: Context<AppEnv>, kind: "openDataIp" | "dataPackageIp"): Promise<Response | null> {
  const limited = await limitOpenData(apiContext(c), { kind });
  return limited.ok ? null : apiErrorResponse(limited.error, localeFromRequest(c.req.raw));
}

/** How long a client is asked to wait while the first data package is built. */
const BUILDING_RETRY_SECONDS = 60;
/** Shared caches may keep the package as long as a rebuild takes to come round (jobs/schedule.ts). */
const PACKAGE_CACHE = "public, max-age=600";

/** If-None-Match names this ETag (or any). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

type ListUseCase = typeof listOrganizations | typeof listServices | typeof listLocations;

function list(useCase: ListUseCase): OperationHandler {
  return async (c) => {
    const parsed = parseHsdsPageParams(queryParams(c));
    if (!parsed.ok) return invalidQuery(c, parsed.error);
    const refused = await overLimit(c, "openDataIp");
    if (refused) return refused;
    const page = await useCase(c.var.services, {
      page: parsed.value.page,
      perPage: parsed.value.per_page,
      origin: originOf(c),
    });
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(page);
  };
}

function one(useCase: typeof organizationById | typeof serviceById, what: string): OperationHandler {
  return async (c) => {
    const refused = await overLimit(c, "openDataIp");
    if (refused) return refused;
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
    const refused = await overLimit(c, "dataPackageIp");
    if (refused) return refused;
    // Built in the background (server/hsds/build-data-package.server.ts); this only sends the file.
    const found = await dataPackageDownload(c.var.services);
    if (!found) {
      c.header("Retry-After", String(BUILDING_RETRY_SECONDS));
      c.header("Cache-Control", "no-store");
      const message = translate(localeFromRequest(c.req.raw), "apiMessage.dataPackageBuilding");
      return apiError(c, 503, "data_package_building", message);
    }
    const { manifest, file, size } = found;
    const headers = {
      ETag: manifest.etag,
      "Last-Modified": new Date(manifest.builtAt).toUTCString(),
      "Cache-Control": PACKAGE_CACHE,
    };
    if (matchesEtag(c.req.header("if-none-match"), manifest.etag)) {
      await file.close();
      return new Response(null, { status: 304, headers });
    }
    // The stream closes the file at its end, on an error, or when the client goes away.
    const body = Readable.toWeb(createReadStream("", { fd: file, autoClose: true })) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        ...headers,
        "Content-Type": "application/zip",
        "Content-Length": String(size),
        "Content-Disposition": 'attachment; filename="aba-atlas-hsds.zip"',
      },
    });
  },
} satisfies OperationHandlers;
