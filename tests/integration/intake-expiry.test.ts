/**
 * Intake that expires (issue 29, migration 0032): the confirmation day is a column the database
 * keeps from fact_sources, the "current" flag is set on write for exactly the lifetime
 * domain/fact-freshness.ts gives, the hourly job clears it once the intake expires (and writes
 * nothing when nothing expired), and the relevance order ranks current intake first in a tier.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, factDay, FACT_LIFETIME_DAYS } from "../../domain/fact-freshness.ts";
import { expireIntake } from "../../server/listings/expire-intake.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
const today = factDay(new Date());
const daysAgo = (n: number) => addDays(today, -n)!;

async function addListing(name: string, sources: object, tier = "basic"): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, tier, accepting_new_clients, fact_sources)
    values (${name}, 'Austin', 'TX', 'x@example.com', ${tier}, true, ${JSON.stringify(sources)}::jsonb)
    returning id`;
  return row!.id;
}

const intake = (confirmedOn: string) => ({ intake: { source: "owner", confirmedOn } });

async function stored(id: number) {
  const [row] = await t.sql<{ confirmedOn: string | null; fresh: boolean }[]>`
    select intake_confirmed_on::text as "confirmedOn", intake_fresh as fresh from listings where id = ${id}`;
  return row!;
}

const generation = async () =>
  (await t.sql<{ g: string }[]>`select generation::text as g from page_cache_generation`)[0]!.g;

beforeAll(async () => {
  t = await createTestDatabase();
});

describe("the stored intake confirmation", () => {
  it("follows fact_sources, and reads a missing or impossible day as none", async () => {
    const id = await addListing("Kept", intake("2026-02-28"));
    expect((await stored(id)).confirmedOn).toBe("2026-02-28");
    await t.sql`update listings set fact_sources = ${JSON.stringify(intake("2026-03-01"))}::jsonb where id = ${id}`;
    expect((await stored(id)).confirmedOn).toBe("2026-03-01");
    for (const bad of [{}, intake("2026-02-30"), intake("yesterday"), { intake: { source: "owner" } }]) {
      const other = await addListing(`Bad ${JSON.stringify(bad)}`, bad);
      expect(await stored(other)).toEqual({ confirmedOn: null, fresh: false });
    }
  });

  it(`is current on write for exactly ${FACT_LIFETIME_DAYS.intake} days, as domain/fact-freshness.ts says`, async () => {
    const last = await addListing("Last day", intake(daysAgo(FACT_LIFETIME_DAYS.intake)));
    const past = await addListing("Day after", intake(daysAgo(FACT_LIFETIME_DAYS.intake + 1)));
    expect((await stored(last)).fresh).toBe(true);
    expect((await stored(past)).fresh).toBe(false);
    // Confirming again makes it current.
    await t.sql`update listings set fact_sources = ${JSON.stringify(intake(today))}::jsonb where id = ${past}`;
    expect((await stored(past)).fresh).toBe(true);
  });
});

describe("the hourly expiry", () => {
  it("clears the flag once the lifetime is over, and writes nothing before", async () => {
    await t.sql`delete from listings`;
    const id = await addListing("Confirmed today", intake(today));
    const before = await generation();
    expect(await expireIntake(t.sql, addDays(today, FACT_LIFETIME_DAYS.intake)!)).toBe(0);
    expect((await stored(id)).fresh).toBe(true);
    // Nothing expired: the page cache keeps its pages.
    expect(await generation()).toBe(before);
    expect(await expireIntake(t.sql, addDays(today, FACT_LIFETIME_DAYS.intake + 1)!)).toBe(1);
    expect((await stored(id)).fresh).toBe(false);
    expect(await generation()).not.toBe(before);
    // Safe to repeat.
    expect(await expireIntake(t.sql, addDays(today, FACT_LIFETIME_DAYS.intake + 1)!)).toBe(0);
  });
});

describe("the relevance order", () => {
  it("ranks current intake first within a tier, and keeps the tier first", async () => {
    await t.sql`delete from listings`;
    await addListing("Aardvark ABA (expired)", intake(daysAgo(45)));
    await addListing("Zebra ABA (current)", intake(daysAgo(2)));
    await addListing("Middle ABA (unconfirmed)", {});
    await addListing("Premium ABA (expired)", intake(daysAgo(45)), "premium");
    const parsed = parseListingSearchParams(new URLSearchParams("state=TX"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = await searchListings(testServices(t), parsed.value);
    expect(r.listings.map((l) => l.name)).toEqual([
      "Premium ABA (expired)",
      "Zebra ABA (current)",
      "Aardvark ABA (expired)",
      "Middle ABA (unconfirmed)",
    ]);
    // The expired and unconfirmed intake is not given as current.
    expect(r.listings.map((l) => [l.acceptingNewClients, l.weeksToStart, l.freshness.intake.status])).toEqual([
      [null, null, "expired"],
      [true, 0, "current"],
      [null, null, "expired"],
      [null, null, "unconfirmed"],
    ]);
  });
});
