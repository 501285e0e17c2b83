/** The words of listing names (listing_name_words), kept by triggers for the name search's word path. */
import { beforeAll, describe, expect, it } from "vitest";
import { searchWords, transpositions, wordQueries } from "../../server/listings/name-search.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

async function words(...candidates: string[]): Promise<string[]> {
  const rows = await t.sql<{ word: string }[]>`
    select word from listing_name_words where word = any(${t.sql.array(candidates)}::text[]) order by word`;
  return rows.map((r) => r.word);
}

async function searchNames(query: string): Promise<string[]> {
  const parsed = parseListingSearchParams(new URLSearchParams({ query }));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = await searchListings({ database: t }, parsed.value);
  expect(result.mode).toBe("name");
  return result.listings.map((l) => l.name);
}

describe("listing name words", () => {
  it("adds the words of inserted names, one row per word, lower-cased", async () => {
    await t.sql`
      insert into listings (name, city, state, email)
      values ('Zephyr Quokka Kids', 'Austin', 'TX', 'a@example.com'), ('Quokka Zephyr ABA', 'Austin', 'TX', 'b@example.com')`;
    expect(await words("zephyr", "quokka", "kids", "aba", "Zephyr")).toEqual(["aba", "kids", "quokka", "zephyr"]);
  });

  it("adds the words of a renamed listing and keeps the old ones (they match nothing)", async () => {
    const [row] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, email) values ('Marigold Center', 'Austin', 'TX', 'c@example.com') returning id`;
    await t.sql`update listings set name = 'Wisteria Center' where id = ${row!.id}`;
    expect(await words("marigold", "wisteria", "center")).toEqual(["center", "marigold", "wisteria"]);
    expect(await searchNames("Marigold Center")).toEqual([]);
    expect(await searchNames("Wistreia Center")).toEqual(["Wisteria Center"]);
  });

  it("lets the name search find new names with typos in every word", async () => {
    expect((await searchNames("Zehpyr Qoukka")).sort()).toEqual(["Quokka Zephyr ABA", "Zephyr Quokka Kids"]);
    expect((await searchNames("Zehpyr Qoukka Kisd"))[0]).toBe("Zephyr Quokka Kids");
  });
});

describe("word path pieces", () => {
  it("splits the text into lower-case words as pg_trgm does", () => {
    expect(searchWords("  Kid's  Bright-Steps ABA aba ")).toEqual(["kid", "s", "bright", "steps", "aba"]);
    expect(searchWords("#$%")).toEqual([]);
  });

  it("swaps each pair of neighbouring letters", () => {
    expect(transpositions("blue")).toEqual(["lbue", "bule", "bleu"]);
    expect(transpositions("aab")).toEqual(["aba"]);
  });

  it("tries every word, then all but one from three words on, quoting the words", () => {
    expect(wordQueries([["bright", "brighton"], ["steps"]])).toEqual(["('bright' | 'brighton') & ('steps')"]);
    expect(wordQueries([["bright"], []])).toEqual([]);
    expect(wordQueries([["a"], ["b"], ["c"]])).toEqual([
      "('a') & ('b') & ('c')",
      "(('b') & ('c')) | (('a') & ('c')) | (('a') & ('b'))",
    ]);
    expect(wordQueries([["a"], [], ["c"]])).toEqual(["('a') & ('c')"]);
    expect(wordQueries([["o'neil"], ["a\\b"]])).toEqual(["('o''neil') & ('a\\\\b')"]);
  });
});
