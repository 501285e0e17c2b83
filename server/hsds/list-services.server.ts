/** GET /api/hsds/services: a page of services with their organization (HSDS service_list). */
import type { UseCaseContext } from "../use-case.ts";
import { listingRecordsPage, type HsdsListInput } from "./listing-records-page.server.ts";
import { serviceListItem } from "./nest.ts";

export async function listServices(ctx: UseCaseContext<"database">, input: HsdsListInput) {
  return listingRecordsPage(ctx, input, serviceListItem);
}
