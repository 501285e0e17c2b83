/** GET /api/hsds/organizations: a page of organizations, their own fields (HSDS organization_list). */
import type { UseCaseContext } from "../use-case.ts";
import { listingRecordsPage, type HsdsListInput } from "./listing-records-page.server.ts";
import { organizationListItem } from "./nest.ts";

export async function listOrganizations(ctx: UseCaseContext<"database">, input: HsdsListInput) {
  return listingRecordsPage(ctx, input, organizationListItem);
}
