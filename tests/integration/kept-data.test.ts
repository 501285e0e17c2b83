/**
 * Reads kept until the data changes (db/data-generation.server.ts): a page GET's kept reads share
 * one generation read, a write is seen by the next request, the least recently used key goes
 * first, and a search's place kept under the generation follows the places table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { generationOncePerRequest, keptUntilDataChanges } from "../../db/data-generation.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

/** The database with its tagged-template calls counted (the generation read is one). */
function counted(): { database: Database; statements: () => number } {
  let n = 0;
  const sql = new Proxy(t.sql, {
    apply(target, thisArg, args: Parameters<typeof t.sql>) {
      n++;
      return Reflect.apply(target, thisArg, args);
    },
  });
  return { database: { ...t, sql }, statements: () => n };
}

const bumpGeneration = () => t.sql`update page_cache_generation set generation = generation + 1 where id = 1`;

describe("keptUntilDataChanges", () => {
  it("shares one generation read between a request's kept reads, and reads again for the next request", async () => {
    const { database, statements } = counted();
    let reads = 0;
    const one = keptUntilDataChanges(async (_db, key: string) => `one ${key} ${++reads}`);
    const two = keptUntilDataChanges(async (_db, key: string) => `two ${key} ${++reads}`);

    const first = { database, dataGeneration: generationOncePerRequest() };
    expect(await one(first, "a")).toBe("one a 1");
    expect(await two(first, "a")).toBe("two a 2");
    expect(await one(first, "a")).toBe("one a 1");
    expect(statements()).toBe(1);

    // Without a request's shared read, each kept read reads the generation itself.
    expect(await one({ database }, "a")).toBe("one a 1");
    expect(await two({ database }, "a")).toBe("two a 2");
    expect(statements()).toBe(3);

    await bumpGeneration();
    const next = { database, dataGeneration: generationOncePerRequest() };
    expect(await one(next, "a")).toBe("one a 3");
    expect(await two(next, "a")).toBe("two a 4");
    expect(statements()).toBe(4);
  });

  it("keeps at most maxKeys, dropping the least recently used, and keys objects by keyOf", async () => {
    const reads: string[] = [];
    const kept = keptUntilDataChanges(
      async (_db, key: { state: string; slug: string }) => {
        reads.push(key.slug);
        return key.slug.toUpperCase();
      },
      { maxKeys: 2, keyOf: (key) => `${key.state}/${key.slug}` },
    );
    const ctx = { database: t };
    const read = (slug: string) => kept(ctx, { state: "TX", slug });
    expect([await read("a"), await read("b"), await read("a")]).toEqual(["A", "B", "A"]);
    expect(reads).toEqual(["a", "b"]);
    await read("c"); // b is the least recently used now
    await read("a");
    expect(reads).toEqual(["a", "b", "c"]);
    await read("b");
    expect(reads).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps null answers until the data changes", async () => {
    let reads = 0;
    const kept = keptUntilDataChanges(async () => {
      reads++;
      return null;
    });
    await kept({ database: t }, "x");
    await kept({ database: t }, "x");
    expect(reads).toBe(1);
    await bumpGeneration();
    await kept({ database: t }, "x");
    expect(reads).toBe(2);
  });
});

describe("a search's place", () => {
  it("is found once the places table has it, though an earlier search kept it unknown", async () => {
    const search = () =>
      searchListings({ database: t, dataGeneration: generationOncePerRequest() }, { query: "Qwertyville, TX" });
    // A listing there: a city search that finds none falls back to a name search.
    await t.sql`insert into listings (name, city, state, status, latitude, longitude, email)
      values ('Hill Country Behavior', 'Qwertyville', 'TX', 'active', 31.5, -98.5, 'x@example.com')`;
    expect(await search()).toMatchObject({ mode: "name", origin: null });
    await t.sql`insert into places (zip, city, state, latitude, longitude) values ('00000', 'Qwertyville', 'TX', 31.5, -98.5)`;
    expect(await search()).toMatchObject({
      mode: "city",
      origin: { label: "Qwertyville, TX", lat: 31.5, lng: -98.5, source: "city" },
    });
    expect((await search()).origin).toMatchObject({ label: "Qwertyville, TX" });
  });

  it("follows a zip code's place when it changes", async () => {
    const search = () => searchListings({ database: t }, { query: "78701" });
    expect((await search()).origin).toMatchObject({ label: "78701 (Austin, TX)" });
    await t.sql`update places set city = 'Renamed' where zip = '78701'`;
    expect((await search()).origin).toMatchObject({ label: "78701 (Renamed, TX)" });
  });
});
