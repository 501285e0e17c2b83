/**
 * "Did you contact them?" (issue 29) on a real database: a report keeps no personal data, the
 * per-IP limit refuses the next one with a clear message, three independent reporters of one
 * kind dispute the fact and three reports from one reporter do not, the owner's new confirmation
 * clears the dispute, an admin's dismissal takes a report out of the count, and who may read
 * the reports (the listing's owner, any admin; nobody else).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, factDay } from "../../domain/fact-freshness.ts";
import { DISPUTE_THRESHOLD, PARENT_REPORT_NOTE_MAX } from "../../domain/parent-reports.ts";
import { RATE_LIMITS } from "../../server/rate-limit/rate-limit.server.ts";
import { translateError } from "../../server/errors.server.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";
import { submitParentReport } from "../../server/parent-reports/submit-parent-report.server.ts";
import { parentReportDisputes } from "../../server/parent-reports/parent-report-disputes.server.ts";
import { listingParentReports } from "../../server/parent-reports/listing-parent-reports.server.ts";
import { adminParentReports } from "../../server/parent-reports/admin-parent-reports.server.ts";
import { dismissParentReport } from "../../server/parent-reports/dismiss-parent-report.server.ts";
import type { FactSources } from "../../domain/provenance.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { callerAs } from "./community-support.ts";
import { listingValues } from "./owners-support.ts";
import { createApp } from "../../server/http/app.server.ts";
import { testServices } from "../support/services.ts";
import { fromIp, ORIGIN } from "./auth-support.ts";
import { patternRouter } from "./route-modules.ts";
import * as listingPage from "../../app/features/listing/routes/listing.tsx";
import * as reportPage from "../../app/features/listing/routes/parent-report.tsx";

let t: TestDatabase;
let owner = 0;
let otherOwner = 0;
let siteAdmin = 0;
let listingAdmin = 0;
let ipCounter = 0;
const today = factDay(new Date());
const tenDaysAgo = addDays(today, -10)!;

/** A fresh address each call: every report from its own reporter. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/** An owned, verified listing whose intake, phone and insurers were confirmed ten days ago. */
async function ownedListing(userId = owner): Promise<number> {
  const confirmed = { source: "owner", confirmedOn: tenDaysAgo };
  const sources = { intake: confirmed, phone: confirmed, insurances: confirmed };
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, email, phone, user_id,
                          owner_verified, accepting_new_clients, waitlist_weeks, fact_sources)
    values ('Reported ABA', '100 Congress Ave', 'Austin', 'TX', '78701', 30.27, -97.74, 'clinic@example.com',
            '5125550147', ${userId}, true, false, 6, ${JSON.stringify(sources)}::jsonb)
    returning id`;
  return row!.id;
}

async function factSourcesOf(listingId: number): Promise<FactSources> {
  const [row] = await t.sql<{ s: FactSources }[]>`select fact_sources as s from listings where id = ${listingId}`;
  return row!.s;
}

async function disputes(listingId: number) {
  return parentReportDisputes(t, { id: listingId, factSources: await factSourcesOf(listingId) });
}

async function report(
  listingId: number,
  values: Record<string, string>,
  ip = freshIp(),
  userId: number | null = null,
  locale: Locale = "en",
) {
  return submitParentReport(await callerAs(t, userId, ip), { listingId, values, locale });
}

beforeAll(async () => {
  t = await createTestDatabase();
  owner = (await makeUser(t)).id;
  otherOwner = (await makeUser(t)).id;
  siteAdmin = (await makeUser(t, { role: "site_admin" })).id;
  listingAdmin = (await makeUser(t, { role: "listing_admin" })).id;
});

describe("a parent's report", () => {
  it("is stored with its kind and cleaned note, and nothing personal", async () => {
    const id = await ownedListing();
    const ip = "203.0.113.77";
    const result = await report(id, { kind: "phone_broken", note: "  The number \u0000rings\r\nout.\u202E  " }, ip);
    expect(result).toMatchObject({ ok: true, value: { code: "parent_report_received" } });
    const rows = await t.sql`select * from parent_reports where listing_id = ${id}`;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ["created_at", "dismissed_at", "id", "kind", "language", "listing_id", "note", "reporter_hash"].sort(),
    );
    expect(row.kind).toBe("phone_broken");
    expect(row.note).toBe("The number rings\nout.");
    expect(row.language).toBe("en");
    // A salted hash: neither the address nor its plain SHA-256 is stored.
    expect(row.reporter_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    const { createHash } = await import("node:crypto");
    for (const plain of [ip, `ip:${ip}`]) {
      expect(row.reporter_hash).not.toBe(createHash("sha256").update(plain).digest("hex"));
    }
  });

  it("refuses an unknown kind, a long note and an unknown listing", async () => {
    const id = await ownedListing();
    const bad = await report(id, { kind: "closed", note: "x".repeat(PARENT_REPORT_NOTE_MAX + 1) });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(["kind", "note"]);
    expect(translateError(bad.error, "en").fields.note).toContain(String(PARENT_REPORT_NOTE_MAX));
    const missing = await report(2_000_000_000, { kind: "longer_wait" });
    expect(missing).toMatchObject({ ok: false, error: { status: 404 } });
    // 500 characters counted as the database counts them: emoji are one each.
    expect(await report(id, { kind: "longer_wait", note: "😀".repeat(PARENT_REPORT_NOTE_MAX) })).toMatchObject({
      ok: true,
    });
    expect((await t.sql`select count(*)::int as n from parent_reports where listing_id = ${id}`)[0]!.n).toBe(1);
  });

  it(`refuses report ${RATE_LIMITS.parentReportIp.limit + 1} from one address within the hour, saying when to retry`, async () => {
    const id = await ownedListing();
    const ip = "192.0.2.200";
    for (let i = 0; i < RATE_LIMITS.parentReportIp.limit; i++) {
      expect((await report(id, { kind: "longer_wait" }, ip)).ok).toBe(true);
    }
    const refused = await report(id, { kind: "longer_wait" }, ip);
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited", status: 429 } });
    if (refused.ok) return;
    expect(translateError(refused.error, "en").message).toMatch(/try again in \d+ minutes?/i);
    const [{ n }] = (await t.sql`select count(*)::int as n from parent_reports where listing_id = ${id}`) as [
      { n: number },
    ];
    expect(n).toBe(RATE_LIMITS.parentReportIp.limit);
    // Another address is not refused.
    expect((await report(id, { kind: "longer_wait" })).ok).toBe(true);
  });
});

describe("a disputed fact", () => {
  it(`needs ${DISPUTE_THRESHOLD} independent reporters of one kind`, async () => {
    const id = await ownedListing();
    for (let i = 1; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "not_accepting" });
    // Other kinds do not add up with it.
    await report(id, { kind: "longer_wait" });
    await report(id, { kind: "insurance_refused" });
    expect(await disputes(id)).toEqual([]);
    await report(id, { kind: "not_accepting" });
    expect(await disputes(id)).toEqual([{ kind: "not_accepting", since: today }]);
  });

  it(`is not made by ${DISPUTE_THRESHOLD} reports of one reporter (one address, or one account)`, async () => {
    const id = await ownedListing();
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "phone_broken" }, "192.0.2.10");
    expect(await disputes(id)).toEqual([]);
    const other = await ownedListing();
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(other, { kind: "phone_broken" }, freshIp(), otherOwner);
    expect(await disputes(other)).toEqual([]);
  });

  it("counts only reports after the fact's confirmation day, and clears when the owner confirms it again", async () => {
    const id = await ownedListing();
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "not_accepting" });
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "phone_broken" });
    expect((await disputes(id)).map((d) => d.kind)).toEqual(["not_accepting", "phone_broken"]);
    // The owner says they are taking new clients now: intake is confirmed today.
    const edited = await updateListing(await callerAs(t, owner), {
      listingId: id,
      values: listingValues({ acceptingNewClients: "yes", waitlistWeeks: "", phone: "512-555-0147" }),
    });
    expect(edited.ok).toBe(true);
    expect((await factSourcesOf(id)).intake?.confirmedOn).toBe(today);
    // Intake is no longer disputed; the phone, not confirmed again, still is.
    expect((await disputes(id)).map((d) => d.kind)).toEqual(["phone_broken"]);
  });

  it("emails the verified owner once, in their language, when a report starts a dispute", async () => {
    const spanish = await makeUser(t, { preferredLanguage: "es" });
    const id = await ownedListing(spanish.id);
    const emails = async () =>
      t.sql<{ subject: string; text: string }[]>`
        select j.payload->>'subject' as subject, j.payload->>'text' as text from graphile_worker._private_jobs j
        join graphile_worker._private_tasks k on k.id = j.task_id
        where k.identifier = 'send_email' and j.payload->>'to' = ${spanish.email}`;
    for (let i = 1; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "insurance_refused" });
    expect(await emails()).toEqual([]);
    await report(id, { kind: "insurance_refused" });
    // Further reports of a disputed fact send nothing more.
    await report(id, { kind: "insurance_refused" });
    const sent = await emails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Familias avisan que Reported ABA puede estar desactualizado");
    expect(sent[0]!.text).toContain("No aceptan mi seguro");
    expect(sent[0]!.text).toContain(`/my-listings/${id}/edit`);
    // An unverified owner gets no email.
    const unverified = await ownedListing(otherOwner);
    await t.sql`update listings set owner_verified = false where id = ${unverified}`;
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(unverified, { kind: "phone_broken" });
    const [{ n }] = (await t.sql`
      select count(*)::int as n from graphile_worker._private_jobs j
      where j.payload->>'text' like ${`%/my-listings/${unverified}/edit%`}`) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("no longer counts a report an admin dismissed", async () => {
    const id = await ownedListing();
    for (let i = 0; i < DISPUTE_THRESHOLD; i++) await report(id, { kind: "insurance_refused" });
    expect((await disputes(id)).map((d) => d.kind)).toEqual(["insurance_refused"]);
    const [first] = await t.sql<{ id: number }[]>`select id from parent_reports where listing_id = ${id} limit 1`;
    const dismissed = await dismissParentReport(await callerAs(t, listingAdmin), { reportId: first!.id });
    expect(dismissed).toEqual({ ok: true, value: { listingId: id } });
    expect(await disputes(id)).toEqual([]);
    const [audit] = await t.sql`select action, details from audit_log where action = 'parent_report_dismissed'`;
    expect(JSON.parse(String(audit!.details))).toEqual({ listingId: id, reportId: first!.id });
    const again = await dismissParentReport(await callerAs(t, siteAdmin), { reportId: first!.id });
    expect(again).toMatchObject({ ok: false, error: { status: 409 } });
  });
});

describe("who reads the reports", () => {
  it("the listing's owner and admins; another owner, a visitor and a contributor get 403/401", async () => {
    const id = await ownedListing();
    await report(id, { kind: "longer_wait", note: "Nos dijeron seis meses, no seis semanas." }, freshIp(), null, "es");
    await report(id, { kind: "phone_broken" }, freshIp(), null, "es");
    const mine = await listingParentReports(await callerAs(t, owner), { listingId: id });
    // Newest first; a note keeps the language it was written in (its lang attribute on the owner's and admins' pages).
    expect(mine.ok && mine.value.map((r) => [r.listingId, r.kind, r.note, r.language])).toEqual([
      [id, "phone_broken", null, null],
      [id, "longer_wait", "Nos dijeron seis meses, no seis semanas.", "es"],
    ]);
    expect(mine.ok && Object.keys(mine.value[0]!).sort()).toEqual(
      ["createdAt", "id", "kind", "language", "listingId", "listingName", "note"].sort(),
    );
    for (const admin of [siteAdmin, listingAdmin]) {
      const one = await listingParentReports(await callerAs(t, admin), { listingId: id });
      expect(one.ok && one.value).toHaveLength(2);
      const queue = await adminParentReports(await callerAs(t, admin));
      expect(queue.ok && queue.value.some((r) => r.listingId === id)).toBe(true);
    }
    expect(await listingParentReports(await callerAs(t, otherOwner), { listingId: id })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await listingParentReports(await callerAs(t, null), { listingId: id })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    expect(await listingParentReports(await callerAs(t, owner), { listingId: 2_000_000_000 })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    for (const caller of [owner, otherOwner, null]) {
      expect((await adminParentReports(await callerAs(t, caller))).ok).toBe(false);
      const [r] = await t.sql<{ id: number }[]>`select id from parent_reports where listing_id = ${id}`;
      expect((await dismissParentReport(await callerAs(t, caller), { reportId: r!.id })).ok).toBe(false);
    }
  });
});

describe("the report form, through the HTTP app", () => {
  const router = patternRouter([
    ["/listings/:id/contact-report", reportPage],
    ["/:state/:city/:name/:id", listingPage],
  ]);
  const post = (
    app: ReturnType<typeof createApp>,
    path: string,
    fields: Record<string, string>,
    ip: string,
    origin = ORIGIN,
  ) =>
    app.request(
      `${ORIGIN}${path}`,
      {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      },
      fromIp(ip),
    );

  it("redirects to the listing with a confirmation, keeps what was typed on an error, refuses another origin", async () => {
    const app = createApp(testServices(t), { handlePage: router });
    const id = await ownedListing();
    const path = `/listings/${id}/contact-report`;
    const count = async () =>
      (await t.sql<{ n: number }[]>`select count(*)::int as n from parent_reports where listing_id = ${id}`)[0]!.n;

    const foreign = await post(app, path, { kind: "longer_wait" }, "192.0.2.50", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(0);

    const wrong = await post(app, path, { kind: "", note: "They never answered & hung up" }, "192.0.2.51");
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { data: { fields: Record<string, string>; values: Record<string, string> } };
    expect(body.data.fields.kind).toBe("Choose what you found.");
    expect(body.data.values).toEqual({ kind: "", note: "They never answered & hung up" });
    expect(await count()).toBe(0);

    const saved = await post(app, path, { kind: "not_accepting", note: "" }, "192.0.2.52");
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location")!;
    expect(location).toMatch(
      new RegExp(`^/texas/austin/reported-aba/${id}\\?contactReport=parent_report_received#parent-report$`),
    );
    expect(await count()).toBe(1);
    const page = (await (await app.request(`${ORIGIN}${location.split("#")[0]}`)).json()) as {
      data: { parentReports: { notice: string | null; disputes: unknown[] } };
    };
    expect(page.data.parentReports).toEqual({
      listingId: id,
      notice: "Thank you: your report is saved. The provider and our team will see it, and it helps other parents.",
      disputes: [],
    });

    for (const ip of ["192.0.2.53", "192.0.2.54"]) await post(app, path, { kind: "not_accepting" }, ip);
    const disputed = (await (await app.request(`${ORIGIN}${location.split("?")[0]}`)).json()) as {
      data: { parentReports: { notice: string | null; disputes: unknown[] } };
    };
    expect(disputed.data.parentReports).toMatchObject({
      notice: null,
      disputes: [{ kind: "not_accepting", since: today }],
    });
  });
});
