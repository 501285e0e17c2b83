/**
 * The trigram path of a name search (a text the words of names do not answer) with a filter:
 * when the planner expects few similar names, the filter is tested on their rows, and the filters'
 * GIN index, whose postings cost far more to decode than those rows, is not read
 * (name-search.server.ts, FEW_SIMILAR_NAMES). The answer is the one computed here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { TEXT_SEARCH_CAP } from "../../domain/listing-limits.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { indexScans } from "../support/search-probes.ts";
import { testServices } from "../support/services.ts";

const COUNT = 40_000;

let t: TestDatabase;
/** One connection, so its scan counters can be flushed before they are read. */
let searches: Database;

beforeAll(async () => {
  t = await createTestDatabase();
  // Listing g: one in 100 named "Worth Center g", each with Speech Therapy, which one in 20 has.
  // Without the change the planner reads the 2,000 listings with Speech Therapy from the filters'
  // index and tests the name on each.
  await t.sql`
    insert into listings (name, city, state, email, tier, services)
    select case when g % 100 = 0 then 'Worth Center ' || lpad(g::text, 5, '0') else 'Provider ' || lpad(g::text, 5, '0') end,
           'Town', 'TX', 'p' || g || '@example.com', 'basic',
           case when g % 20 = 0 then '["Speech Therapy"]' else '["ABA Therapy"]' end::jsonb
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
  await t.sql.unsafe(`alter database "${t.name}" set enable_seqscan = off`);
  searches = connect(t.url, { max: 1 });
}, 60_000);

afterAll(async () => {
  await searches?.close();
});

describe("a name search's trigram path with a filter", () => {
  it("tests the filter on the few similar names' rows, not through the filters' index", async () => {
    // 'zq' is like no word of any name, and a text of two words keeps both: the word path has no
    // query, so the trigram path answers ('worth' is 6 of the text's 9 trigrams).
    const parsed = parseListingSearchParams(new URLSearchParams("query=Worth Zq&services=Speech Therapy"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    await searches.sql`select pg_stat_reset()`;
    const result = await searchListings(testServices(searches), { ...parsed.value, pageSize: 100 });
    // Equally similar names in relevance order: every listing is basic, so by name.
    const want = Array.from(
      { length: COUNT / 100 },
      (_, i) => `Worth Center ${String((i + 1) * 100).padStart(5, "0")}`,
    );
    // A name search answers its TEXT_SEARCH_CAP most similar.
    expect(result.listings.map((l) => l.name)).toEqual(want.slice(0, TEXT_SEARCH_CAP));
    const counted = await indexScans(searches, t.sql, ["listings_search_filters_idx"]);
    expect(counted.listings_search_filters_idx).toBe(0);
  });
});
