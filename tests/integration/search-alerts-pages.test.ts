/**
 * Search alerts through the pages (issue 29), with real mail: a search saved from /search by a
 * plain form POST (no JavaScript) and confirmed from the emailed link (a GET changes nothing);
 * a signed-in user's search is saved to the account at once; the digest arrives with working
 * List-Unsubscribe headers, and the one-click POST (no Origin) stops the alerts; used, expired
 * and forged links answer a clear page; /alerts shows and changes only the caller's searches.
 */
import { describe, expect, it } from "vitest";
import * as savePage from "../../app/features/alerts/routes/alerts-save.tsx";
import * as confirmPage from "../../app/features/alerts/routes/alerts-confirm.tsx";
import * as alertsPage from "../../app/features/alerts/routes/alerts.tsx";
import * as unsubscribePage from "../../app/features/alerts/routes/alerts-unsubscribe.tsx";
import { runAlerts } from "../../server/alerts/match-alerts.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import type { RequestContext } from "../../server/context.ts";
import { jobsSettled } from "../support/jobs.ts";
import { formRequest, linkFrom, makeUser, pageContext, ORIGIN } from "./auth-support.ts";
import { mailTestEnv } from "./mail-test-env.ts";
import { callerCtx } from "./owners-support.ts";
import { patternRouter } from "./route-modules.ts";

const PUBLIC_URL = "http://atlas.test:8080";
const env = mailTestEnv(PUBLIC_URL);

type DataResult = {
  data: Record<string, unknown> & { outcome?: unknown; result?: unknown };
  init: ResponseInit | null;
};
let ip = 0;

async function call(fn: (args: never) => unknown, request: Request, context?: RequestContext): Promise<DataResult> {
  const ctx = context ?? pageContext(env.services, request, `198.51.100.${++ip}`);
  return (await fn({ request, context: ctx, params: {} } as never)) as DataResult;
}

async function asUser(userId: number, request: Request): Promise<RequestContext> {
  const caller = await callerCtx(env.services, userId);
  return { ...pageContext(env.services, request), auth: caller.auth };
}

async function place() {
  await env.db.sql`
    insert into places (zip, city, state, latitude, longitude) values ('78701', 'Austin', 'TX', 30.27, -97.74)
    on conflict do nothing`;
}

const searches = () =>
  env.db.sql<
    {
      email: string;
      confirmed: boolean;
      radius: number;
      accepting: boolean;
      startWeeks: number | null;
      query: string;
    }[]
  >`
    select email, confirmed_at is not null as confirmed, radius_miles as radius, accepting, start_weeks as "startWeeks", query
    from saved_searches order by id`;

describe("saving a search from /search", () => {
  it("works as a plain form POST: double opt-in, the link's GET changes nothing, used and forged links are refused", async () => {
    await place();
    const query = "query=78701&distance=50&start=8&language=es&page=2";
    const saved = await call(savePage.action, formRequest("/alerts/save", { query, email: "Ana@Example.com" }));
    expect(saved.init?.status ?? 200).toBe(200);
    expect(saved.data.outcome).toEqual({ ok: true, status: "check_inbox", email: "ana@example.com" });
    expect(await searches()).toEqual([
      {
        email: "ana@example.com",
        confirmed: false,
        radius: 50,
        accepting: false,
        startWeeks: 8,
        query: "query=78701&distance=50&start=8&language=es",
      },
    ]);
    // The place's service-area keys, so providers serving 78701 from afar alert it too (ADR 0025).
    const [keys] = await env.db.sql<{ keys: string[] }[]>`select place_keys as keys from saved_searches`;
    expect(keys!.keys).toEqual(
      expect.arrayContaining(["in-home:zip:78701", "in-home:county:48453", "telehealth:state:TX"]),
    );
    const mail = await env.smtp.next();
    expect(mail.to).toEqual(["ana@example.com"]);
    expect(mail.subject).toBe("Confirm your search alert on ABA Atlas");
    expect(mail.text).toContain(
      "this search: ABA providers within 50 mi of 78701 (Austin, TX), can start within 8 weeks, Spanish.",
    );
    const link = linkFrom(mail.text, "/alerts/confirm");
    expect(link.startsWith(`${PUBLIC_URL}/alerts/confirm?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;

    // Opening the link shows a button; a mail scanner's GET confirms nothing.
    const opened = await call(confirmPage.loader, new Request(link));
    expect(opened.data).toMatchObject({ token, result: null });
    expect((await searches())[0]!.confirmed).toBe(false);

    const done = await call(confirmPage.action, formRequest(`/alerts/confirm?token=${token}`, { token }));
    expect(done.data.result).toEqual({
      kind: "done",
      message: "Your alert is on. We will email you at most once a day.",
    });
    expect((await searches())[0]!.confirmed).toBe(true);

    const again = await call(confirmPage.action, formRequest(`/alerts/confirm?token=${token}`, { token }));
    expect(again.init?.status).toBe(410);
    expect(again.data.result).toEqual({ kind: "refused", reason: "used" });
    const forged = await call(confirmPage.loader, new Request(`${ORIGIN}/alerts/confirm?token=${"x".repeat(43)}`));
    expect(forged.init?.status).toBe(404);
    expect(forged.data.result).toEqual({ kind: "refused", reason: "invalid" });

    // A bad address or a search without a place is said plainly.
    const bad = await call(savePage.action, formRequest("/alerts/save", { query, email: "not-an-address" }));
    expect(bad.init?.status).toBe(400);
    expect(bad.data.outcome).toEqual({ ok: false, code: "email_invalid" });
    const noPlace = await call(
      savePage.action,
      formRequest("/alerts/save", { query: "services=ABA%20Therapy", email: "b@example.com" }),
    );
    expect(noPlace.data.outcome).toEqual({ ok: false, code: "no_place" });
  });

  it("saves a signed-in user's search to the account, confirmed at once, and /alerts lists it in words", async () => {
    await place();
    const user = await makeUser(env.db, { email: "cy@example.com" });
    await env.db.sql`update users set email_verified = true where id = ${user.id}`;
    const request = formRequest("/alerts/save", { query: "query=78701&accepting=true", email: "" });
    const saved = await call(savePage.action, request, await asUser(user.id, request));
    expect(saved.data.outcome).toEqual({ ok: true, status: "saved", email: "cy@example.com" });
    const page = new Request(`${ORIGIN}/alerts`);
    const listed = await call(alertsPage.loader, page, await asUser(user.id, page));
    expect(listed.data).toMatchObject({
      state: "owner",
      searches: [
        {
          words: "ABA providers within 25 mi of 78701 (Austin, TX), accepting new clients",
          paused: false,
          confirmed: true,
        },
      ],
    });
    // Someone else (signed in) sees none of it and cannot change it.
    const other = await makeUser(env.db, { email: "dee@example.com" });
    const theirs = await call(alertsPage.loader, page, await asUser(other.id, page));
    expect(theirs.data).toMatchObject({ state: "owner", searches: [] });
    const id = String((listed.data.searches as { id: number }[])[0]!.id);
    const attempt = formRequest("/alerts", { id, action: "delete", token: "" });
    const refused = await call(alertsPage.action, attempt, await asUser(other.id, attempt));
    expect(refused.init?.status).toBe(404);
    expect(await env.db.sql`select 1 from saved_searches where id = ${id}`).toHaveLength(1);
    // Signed out, without a link: a clear page, nothing listed.
    const anonymous = await call(alertsPage.loader, page);
    expect(anonymous.data).toMatchObject({ state: "signed_out", searches: [] });
  });
});

describe("the limit of searches per address", () => {
  it("keeps at most 20: the account is told, an address typed by someone else learns nothing", async () => {
    await place();
    const user = await makeUser(env.db, { email: "full@example.com" });
    await env.db.sql`update users set email_verified = true where id = ${user.id}`;
    const fill = (email: string) => env.db.sql`
      insert into saved_searches (email, locale, confirmed_at, place_label, latitude, longitude, radius_miles, query)
      select ${email}, 'en', now(), '78701', 30.27, -97.74, 25, 'query=78701' from generate_series(1, 20)`;
    const held = async (email: string) =>
      (await env.db.sql<{ n: number }[]>`select count(*)::int as n from saved_searches where email = ${email}`)[0]!.n;
    await fill("full@example.com");
    const request = formRequest("/alerts/save", { query: "query=78701", email: "" });
    const refused = await call(savePage.action, request, await asUser(user.id, request));
    expect(refused.init?.status).toBe(409);
    expect(refused.data.outcome).toEqual({ ok: false, code: "too_many" });
    expect(await held("full@example.com")).toBe(20);

    await fill("typed@example.com");
    const typed = await call(
      savePage.action,
      formRequest("/alerts/save", { query: "query=78701", email: "typed@example.com" }),
    );
    expect(typed.data.outcome).toEqual({ ok: true, status: "check_inbox", email: "typed@example.com" });
    expect(await held("typed@example.com")).toBe(20);
  });
});

describe("the digest's links", () => {
  it("manage the address's searches and stop them with one click (List-Unsubscribe-Post, no Origin)", async () => {
    await env.db.sql`delete from saved_searches`;
    await env.db.sql`
      insert into saved_searches (email, locale, confirmed_at, place_label, latitude, longitude, radius_miles, query)
      values ('eve@example.com', 'en', now(), '78701', 30.27, -97.74, 25, 'query=78701'),
        ('eve@example.com', 'en', now(), 'Austin, TX', 30.27, -97.74, 10, 'query=Austin'),
        ('fay@example.com', 'en', now(), '78701', 30.27, -97.74, 25, 'query=78701')`;
    await env.db.sql`update alert_cursor set last_event_id = (select coalesce(max(id), 0) from listing_intake_events)`;
    await env.db.sql`
      insert into listings (name, city, state, email, latitude, longitude, accepting_new_clients, fact_sources)
      values ('Bright Steps', 'Austin', 'TX', 'x@example.com', 30.28, -97.75, true,
        jsonb_build_object('intake', jsonb_build_object('source', 'owner', 'confirmedOn', current_date::text)))`;
    expect((await runAlerts(env.services.database, { siteUrl: PUBLIC_URL })).sent).toBe(2);
    await jobsSettled(env.db);
    const mails = [await env.smtp.next(), await env.smtp.next()];
    const eve = mails.find((m) => m.to[0] === "eve@example.com")!;
    expect(eve.subject).toBe("1 provider matching your search opened");
    expect(eve.text).toContain("Bright Steps (Austin, TX): new listing");
    const headers = eve.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    const unsubscribe = linkFrom(eve.text, "/alerts/unsubscribe");
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The manage link lists eve's two searches only, and changes them.
    const manage = linkFrom(eve.text, "/alerts");
    const token = new URL(manage).searchParams.get("token")!;
    const listed = await call(alertsPage.loader, new Request(manage));
    const rows = listed.data.searches as { id: number; words: string }[];
    expect(rows.map((r) => r.words)).toEqual([
      "ABA providers within 25 mi of 78701",
      "ABA providers within 10 mi of Austin, TX",
    ]);
    const fay = (await env.db.sql<{ id: number }[]>`select id from saved_searches where email = 'fay@example.com'`)[0]!
      .id;
    const notMine = await call(
      alertsPage.action,
      formRequest(`/alerts?token=${token}`, { token, id: String(fay), action: "pause" }),
    );
    expect(notMine.init?.status).toBe(404);
    const paused = await call(
      alertsPage.action,
      formRequest(`/alerts?token=${token}`, { token, id: String(rows[0]!.id), action: "pause" }),
    );
    expect(paused.data).toMatchObject({ notice: "updated", searches: [{ paused: true }, { paused: false }] });
    const wider = await call(
      alertsPage.action,
      formRequest(`/alerts?token=${token}`, { token, id: String(rows[1]!.id), action: "radius", radius: "50" }),
    );
    expect((wider.data.searches as { radiusMiles: number }[])[1]!.radiusMiles).toBe(50);
    expect(await env.db.sql`select paused from saved_searches where email = 'fay@example.com'`).toEqual([
      { paused: false },
    ]);

    // A mail program's one-click POST: no Origin, token in the address.
    const app = createApp(env.services, { handlePage: patternRouter([["/alerts/unsubscribe", unsubscribePage]]) });
    const oneClick = (headers: Record<string, string> = {}) =>
      app.request(unsubscribe.replace(PUBLIC_URL, ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
    expect((await oneClick({ origin: "https://evil.example" })).status).toBe(403);
    expect(await env.db.sql`select 1 from saved_searches where email = 'eve@example.com'`).toHaveLength(2);
    expect((await oneClick()).status).toBe(200);
    expect(await env.db.sql`select 1 from saved_searches where email = 'eve@example.com'`).toHaveLength(0);
    expect(await env.db.sql`select 1 from saved_searches where email = 'fay@example.com'`).toHaveLength(1);
    // The manage link of a stopped address opens on a clear "does not work" page.
    const gone = await call(alertsPage.loader, new Request(manage));
    expect(gone.init?.status).toBe(404);
    expect(gone.data).toMatchObject({ state: "invalid" });
    // Pressing it again is harmless.
    expect((await oneClick()).status).toBe(200);
  });
});
