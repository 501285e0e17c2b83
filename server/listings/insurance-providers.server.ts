/** Insurers a visitor can filter by (GET /api/insurance-providers and the filter panel). */
import { keptUntilDataChanges } from "@db/data-generation.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface InsuranceProvider {
  id: number;
  name: string;
  displayName: string;
  isActive: boolean;
}

const keptInsurers = keptUntilDataChanges(
  (database, _all: "all"): Promise<readonly InsuranceProvider[]> => database.sql<InsuranceProvider[]>`
    select id, name, display_name as "displayName", is_active as "isActive"
    from insurance_providers where is_active
    order by sort_order, display_name, id`,
);

/**
 * Active insurers by sortOrder, then display name: kept until the data changes (the table is
 * watched), since every search page's filter panel lists them.
 */
export async function activeInsuranceProviders(
  ctx: UseCaseContext<"database" | "dataGeneration">,
): Promise<readonly InsuranceProvider[]> {
  return keptInsurers(ctx, "all");
}
