/** Insurers a visitor can filter by (GET /api/insurance-providers and the filter panel). */
import type { UseCaseContext } from "../use-case.ts";

export interface InsuranceProvider {
  id: number;
  name: string;
  displayName: string;
  isActive: boolean;
}

/** Active insurers by sortOrder, then display name. */
export async function activeInsuranceProviders({ database }: UseCaseContext<"database">): Promise<InsuranceProvider[]> {
  return database.sql<InsuranceProvider[]>`
    select id, name, display_name as "displayName", is_active as "isActive"
    from insurance_providers where is_active
    order by sort_order, display_name, id`;
}
