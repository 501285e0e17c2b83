/**
 * Rate limits hold under a simultaneous burst (issue 15, defect 1): every attempt is counted in
 * the database before the password is checked, so a burst of concurrent requests cannot all see
 * the old count. Real PostgreSQL, real concurrency (the pool runs the statements in parallel).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { call, fromIp, makeUser, sessionCookieFrom } from "./auth-support.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t));
});

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe("a simultaneous burst", () => {
  it("of 100 wrong passwords on one account from one address gets exactly 10 checked (401) and 90 refused (429)", async () => {
    const u = await makeUser(t);
    const ip = fromIp("198.51.100.50");
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(app, "/api/auth/login", { body: { login: u.username, password: `wrong ${i}` } }, ip).then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
    // The right password from that address is refused too; from another one it gets in.
    const same = await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, ip);
    expect(same.status).toBe(429);
    const other = await call(
      app,
      "/api/auth/login",
      { body: { login: u.username, password: u.password } },
      fromIp("198.51.100.51"),
    );
    expect(other.status).toBe(200);
  });

  it("of 100 wrong passwords on one account from 100 addresses fills the account's ceiling: addresses that failed are refused, a new one is checked", async () => {
    const u = await makeUser(t);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          app,
          "/api/auth/login",
          { body: { login: u.username, password: `wrong ${i}` } },
          fromIp(`203.0.113.${i}`),
        ).then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 100 });
    // Past the ceiling an address that already failed for the account gets no more guesses…
    const again = await call(
      app,
      "/api/auth/login",
      { body: { login: u.username, password: "wrong again" } },
      fromIp("203.0.113.3"),
    );
    expect(again.status).toBe(429);
    // …while the owner, from an address that has not failed, still gets in.
    const owner = await call(
      app,
      "/api/auth/login",
      { body: { login: u.username, password: u.password } },
      fromIp("203.0.113.200"),
    );
    expect(owner.status).toBe(200);
  });

  it("of 200 sign-ins from one address gets exactly 30 checked and 170 refused", async () => {
    const ip = fromIp("192.0.2.150");
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(app, "/api/auth/login", { body: { login: `burst${i}`, password: "whatever1" } }, ip).then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 30, 429: 170 });
  });

  it("of wrong current passwords on /api/auth/change-password gets exactly 10 checked", async () => {
    const u = await makeUser(t);
    const cookie = sessionCookieFrom(
      await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, fromIp("192.0.2.160")),
    );
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(app, "/api/auth/change-password", {
          cookie,
          body: { currentPassword: `wrong ${i}`, newPassword: "a brand new passphrase" },
        }).then((r) => r.status),
      ),
    );
    expect(tally(statuses)).toEqual({ 400: 10, 429: 30 });
  });

  it("does not count successful sign-ins against the address", async () => {
    const u = await makeUser(t);
    const ip = fromIp("192.0.2.170");
    for (let i = 0; i < 35; i++) {
      const res = await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, ip);
      expect(res.status).toBe(200);
    }
  });
});
