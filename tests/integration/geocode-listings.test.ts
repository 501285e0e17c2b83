/**
 * Address-level geocoding of zip-centre listings (issue 27, "Place") through the queued job,
 * against a local stand-in that speaks the Census batch geocoder's format: matches move to the
 * address with 'address' precision, P.O. boxes are never sent, a No_Match or Tie stays at the
 * zip centre and is not resent, a failing geocoder makes the job retry and changes nothing.
 * No request leaves the loopback interface.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inTransaction } from "../../db/transaction.server.ts";
import type { AppServices } from "../../server/context.ts";
import { enqueueGeocoding } from "../../server/geocode/enqueue-geocoding.server.ts";
import { geocodeListings } from "../../server/geocode/geocode-listings.server.ts";
import { startCensusGeocoder, type CensusGeocoderStandIn } from "../support/census-geocoder.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let geocoder: CensusGeocoderStandIn;
let services: AppServices;
const fetched: string[] = [];

/** The zip centre every test listing starts at (as an NPPES import places it). */
const ZIP_CENTRE = { latitude: 30.27, longitude: -97.74 };

async function listing(values: {
  address: string | null;
  precision?: "zip" | "address" | null;
  status?: string;
  city?: string;
  zip?: string;
}): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, location_precision, status)
    values ('Registry ABA', ${values.address}, ${values.city ?? "Austin"}, 'TX', ${values.zip ?? "78701"},
            ${ZIP_CENTRE.latitude}, ${ZIP_CENTRE.longitude},
            ${values.precision === undefined ? "zip" : values.precision}, ${values.status ?? "active"})
    returning id`;
  return row!.id;
}

async function position(id: number) {
  const [row] = await t.sql<{ latitude: number; longitude: number; precision: string | null }[]>`
    select latitude, longitude, location_precision as precision from listings where id = ${id}`;
  return row!;
}

const geocodeJobs = () =>
  t.sql<{ attempts: number; last_error: string | null }[]>`
    select attempts, last_error from graphile_worker.jobs where task_identifier = 'geocode_listings'`;

/** Ids of the listings in every batch the stand-in received since `from`. */
const sentIds = (from = 0) =>
  geocoder.received
    .slice(from)
    .flatMap((b) => b.rows.map((r) => Number(r[0])))
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestDatabase();
  geocoder = await startCensusGeocoder();
  services = testServices(t, { GEOCODER_URL: geocoder.url });
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await geocoder.close();
  // Loopback only: the stand-in, never the real service.
  expect(fetched.length).toBeGreaterThan(0);
  for (const url of fetched) expect(new URL(url).hostname).toBe("127.0.0.1");
});

beforeEach(async () => {
  // Each test starts with only its own listings.
  await t.sql`update listings set status = 'closed' where status = 'active'`;
});

describe("geocoding zip-centre listings (the geocode_listings job)", () => {
  it("moves matched listings to their address, leaves No_Match and Tie at the zip centre, never sends a P.O. box", async () => {
    const exact = await listing({ address: "100 Congress Ave" });
    const nonExact = await listing({ address: "5 Elm St, Suite 2", city: "Round Rock", zip: "78664" });
    const noMatch = await listing({ address: "77 Nowhere Rd" });
    const tie = await listing({ address: "1 Oak Ave" });
    const boxes = [
      await listing({ address: "PO Box 1234" }),
      await listing({ address: "P.O. Box 9" }),
      await listing({ address: "Post Office Box 12" }),
    ];
    const notToSend = [
      await listing({ address: "9 Address Precise St", precision: "address" }),
      await listing({ address: "9 Entered St", precision: null }),
      await listing({ address: "9 Closed St", status: "closed" }),
      await listing({ address: null }),
      await listing({ address: "   " }),
    ];
    geocoder.answers.set("100 Congress Ave", { match: "Exact", latitude: 30.2654, longitude: -97.7434 });
    geocoder.answers.set("5 Elm St, Suite 2", { match: "Non_Exact", latitude: 30.5083, longitude: -97.6789 });
    geocoder.answers.set("1 Oak Ave", "Tie");

    // As an import does after its commit; a second import's call queues no second job.
    await inTransaction(t, async (tx) => enqueueGeocoding(tx));
    await enqueueGeocoding(t);
    expect(await geocodeJobs()).toHaveLength(1);
    await runQueuedJobs(services);

    expect(geocoder.received).toHaveLength(1);
    expect(geocoder.received[0]!.benchmark).toBe("Public_AR_Current");
    expect(sentIds()).toEqual([exact, nonExact, noMatch, tie]);
    expect(geocoder.received[0]!.rows.find((r) => r[0] === String(nonExact))).toEqual([
      String(nonExact),
      "5 Elm St, Suite 2",
      "Round Rock",
      "TX",
      "78664",
    ]);

    expect(await position(exact)).toEqual({ latitude: 30.2654, longitude: -97.7434, precision: "address" });
    expect(await position(nonExact)).toEqual({ latitude: 30.5083, longitude: -97.6789, precision: "address" });
    for (const id of [noMatch, tie, ...boxes]) expect(await position(id)).toEqual({ ...ZIP_CENTRE, precision: "zip" });
    for (const id of notToSend) expect((await position(id)).latitude).toBe(ZIP_CENTRE.latitude);
    expect(await geocodeJobs()).toEqual([]);

    // Tried once: the next run sends nothing again.
    await enqueueGeocoding(t);
    await runQueuedJobs(services);
    expect(geocoder.received).toHaveLength(1);

    // A new address (a registry refresh) is tried again; a match then moves it.
    await t.sql`update listings set address = '78 Somewhere Rd' where id = ${noMatch}`;
    geocoder.answers.set("78 Somewhere Rd", { match: "Exact", latitude: 30.28, longitude: -97.75 });
    await enqueueGeocoding(t);
    await runQueuedJobs(services);
    expect(sentIds(1)).toEqual([noMatch]);
    expect(await position(noMatch)).toEqual({ latitude: 30.28, longitude: -97.75, precision: "address" });
  });

  it("throws when the geocoder fails, so the queue retries, and changes nothing until it answers", async () => {
    const id = await listing({ address: "200 Lavaca St" });
    geocoder.answers.set("200 Lavaca St", { match: "Exact", latitude: 30.269, longitude: -97.746 });
    geocoder.failWith = 500;
    const before = geocoder.received.length;

    await enqueueGeocoding(t);
    await runQueuedJobs(services);
    const [failed] = await geocodeJobs();
    expect(failed!.attempts).toBe(1);
    expect(failed!.last_error).toMatch(/the geocoder answered 500/);
    expect(await position(id)).toEqual({ ...ZIP_CENTRE, precision: "zip" });
    await expect(geocodeListings(services)).rejects.toThrow(/answered 500/);
    expect(await position(id)).toEqual({ ...ZIP_CENTRE, precision: "zip" });

    // The retry, once the geocoder is back (its backoff cut short).
    geocoder.failWith = null;
    await t.sql`update graphile_worker._private_jobs set run_at = now()`;
    await runQueuedJobs(services);
    expect(await geocodeJobs()).toEqual([]);
    expect(sentIds(before)).toEqual([id]);
    expect(await position(id)).toEqual({ latitude: 30.269, longitude: -97.746, precision: "address" });
  });

  it("sends a batch at a time and queues the next while listings remain", async () => {
    const ids = [
      await listing({ address: "1 First St" }),
      await listing({ address: "2 Second St" }),
      await listing({ address: "3 Third St" }),
    ];
    const before = geocoder.received.length;
    expect(await geocodeListings(services, { batchSize: 2 })).toEqual({
      sent: 2,
      matched: 0,
      unmatched: 2,
      more: true,
    });
    expect(await geocodeJobs()).toHaveLength(1);
    await runQueuedJobs(services);
    expect(geocoder.received.length - before).toBe(2);
    expect(sentIds(before)).toEqual(ids);
    expect(await geocodeJobs()).toEqual([]);
  });

  it("does nothing without GEOCODER_URL", async () => {
    await listing({ address: "4 Fourth St" });
    const before = geocoder.received.length;
    expect(await geocodeListings(testServices(t))).toEqual({ sent: 0, matched: 0, unmatched: 0, more: false });
    expect(geocoder.received.length).toBe(before);
  });
});
