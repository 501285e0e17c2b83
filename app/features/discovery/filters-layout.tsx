import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { FilterPanel } from "./filter-panel.tsx";
import type { FilterValues } from "../../components/listings/filter-values.ts";
import type { InsuranceOption } from "../../components/listings/types.ts";

/** The filter sidebar (or disclosure) beside a results column. */
export function FiltersLayout({
  filters,
  insurances,
  stateMode,
  clearHref,
  allStatesHref,
  children,
}: {
  filters: FilterValues;
  insurances: readonly InsuranceOption[];
  stateMode: "filter" | "navigate";
  clearHref: string;
  allStatesHref?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8">
      <FilterPanel
        action={location.pathname}
        values={filters}
        insurances={insurances}
        stateMode={stateMode}
        clearHref={clearHref}
        allStatesHref={allStatesHref}
      />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

