/** Fuzzy name search with pg_trgm: typos tolerated, ranked by similarity. */
import type { Sql } from "@db/client.ts";
import { NAME_CANDIDATE_LIMIT } from "./limits.ts";
import { joinFragments, tierRankSql, unprepared, type Fragment } from "./sql-fragments.server.ts";

/**
 * The `cap` names most similar to the text. Candidates come from the trigram index by word
 * similarity (pg_trgm's <%: the text against the best-matching stretch of the name, at least
 * 0.6), so 'Brigth Steps' finds 'Bright Steps ABA'. Whole-name similarity (%) was tried as a
 * fallback and dropped: at 0.3 it makes the index return thousands of candidates to recheck.
 * Equally similar names follow the relevance order (tier rank, then name). Rating is checked
 * on the candidates only: it is a per-row lookup.
 */
export async function idsByNameSimilarity(
  sql: Sql,
  text: string,
  where: readonly Fragment[],
  rating: Fragment | null,
  cap: number,
): Promise<number[]> {
  const match = sql`${text} <% l.name`;
  const rows = await unprepared(sql<{ id: number }[]>`
      with candidates as materialized (
        select l.id, l.name, l.tier from listings l
        where ${joinFragments(sql, [...where, match], "and")}
        limit ${NAME_CANDIDATE_LIMIT}
      )
      select l.id from candidates l
      where ${rating ?? sql`true`}
      order by word_similarity(${text}, l.name) desc, ${tierRankSql(sql)} desc, l.name, l.id
      limit ${cap}`);
  return rows.map((r) => r.id);
}
