import type { AppServices } from "../context.ts";

export interface Coverage {
  listings: number;
  states: number;
}

/** How many active providers are listed, and in how many states (DC counts as one). */
export async function coverageSummary({ database }: Pick<AppServices, "database">): Promise<Coverage> {
  const [row] = await database.sql<Coverage[]>`
    select count(*)::int as listings, count(distinct state)::int as states
    from listings where status = 'active'`;
  return row ?? { listings: 0, states: 0 };
}
