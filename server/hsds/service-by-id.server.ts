/** GET /api/hsds/services/{id}: one service, fully nested (HSDS compiled service); null when unknown. */
import type { UseCaseContext } from "../use-case.ts";
import { listingRecordsById } from "./listing-records-by-id.server.ts";
import { serviceFull } from "./nest.ts";

export async function serviceById(ctx: UseCaseContext<"database">, input: { id: string; origin: string }) {
  const records = await listingRecordsById(ctx, { kind: "service", ...input });
  return records ? serviceFull(records) : null;
}
