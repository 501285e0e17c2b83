import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isoTimestamp } from "./sql-time.ts";

let sql: postgres.Sql;

beforeAll(() => {
  sql = postgres(inject("postgresServerUrl"), { max: 1, onnotice: () => {} });
});
afterAll(() => sql.end());

describe("isoTimestamp", () => {
  it("selects an instant in the form Date.prototype.toISOString() gives, whatever the session time zone", async () => {
    await sql`set time zone 'America/Chicago'`;
    const [row] = await sql<{ at: string }[]>`
      select ${isoTimestamp(sql, "t.instant")} as at
      from (select timestamptz '2026-03-08 07:59:01.5-06' as instant) t`;
    expect(row?.at).toBe(new Date("2026-03-08T13:59:01.500Z").toISOString());
  });
});
