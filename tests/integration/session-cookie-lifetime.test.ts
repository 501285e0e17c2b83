/**
 * The session cookie lasts exactly as long as the server keeps the session (issue 30, item 32c):
 * 30 days for site and listing admins, 90 for everyone else, in the cookie's Max-Age and in the
 * session row's expires_at alike.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SESSION_ABSOLUTE_SECONDS, SESSION_ABSOLUTE_SECONDS } from "../../server/auth/cookies.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { call, makeUser } from "./auth-support.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t));
});

const DAY = 24 * 60 * 60;
/** Seconds a sign-in may take between the session's insert and the reading of its cookie. */
const SLACK = 60;

const expected = {
  site_admin: ADMIN_SESSION_ABSOLUTE_SECONDS,
  listing_admin: ADMIN_SESSION_ABSOLUTE_SECONDS,
  listing_contributor: SESSION_ABSOLUTE_SECONDS,
} as const;

describe("the session cookie's lifetime", () => {
  it("is 30 days for admins and 90 for others (the constants say so)", () => {
    expect(ADMIN_SESSION_ABSOLUTE_SECONDS).toBe(30 * DAY);
    expect(SESSION_ABSOLUTE_SECONDS).toBe(90 * DAY);
  });

  for (const [role, seconds] of Object.entries(expected)) {
    it(`${role}: Max-Age and the session's end are ${seconds / DAY} days`, async () => {
      const user = await makeUser(t, { role });
      const res = await call(app, "/api/auth/login", { body: { login: user.username, password: user.password } });
      expect(res.status).toBe(200);
      const [cookie] = res.headers.getSetCookie();
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)?.[1]);
      expect(maxAge).toBeLessThanOrEqual(seconds);
      expect(maxAge).toBeGreaterThan(seconds - SLACK);
      const [row] = await t.sql<{ left: number }[]>`
        select extract(epoch from expires_at - now())::int as left from sessions where user_id = ${user.id}`;
      expect(Math.abs(row!.left - maxAge)).toBeLessThan(SLACK);
    });
  }
});
