import type { UseCaseContext } from "../use-case.ts";

/**
 * The listing a merged duplicate now lives in (admin merge, migration 0015), or null when the
 * listing was not merged. Merging repoints earlier merges, so one hop is enough; the loop only
 * guards against a hand-edited chain.
 */
export async function mergedInto({ database }: UseCaseContext<"database">, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  let current = id;
  for (let hop = 0; hop < 5; hop++) {
    const [row] = await database.sql<{ merged_into_id: number | null }[]>`
      select merged_into_id from listings where id = ${current}`;
    if (!row?.merged_into_id) break;
    current = row.merged_into_id;
  }
  return current === id ? null : current;
}
