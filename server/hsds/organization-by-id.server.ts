/** GET /api/hsds/organizations/{id}: one organization, fully nested (HSDS compiled organization); null when unknown. */
import type { UseCaseContext } from "../use-case.ts";
import { listingRecordsById } from "./listing-records-by-id.server.ts";
import { organizationFull } from "./nest.ts";

export async function organizationById(ctx: UseCaseContext<"database">, input: { id: string; origin: string }) {
  const records = await listingRecordsById(ctx, { kind: "organization", ...input });
  return records ? organizationFull(records) : null;
}
