/** What the admin people use cases do: the site_admin guard, temporary passwords, answered messages, exports, imports. */
import { beforeAll, describe, expect, it } from "vitest";
import { setTemporaryPassword } from "../../server/admin/set-temporary-password.server.ts";
import { setUserActive } from "../../server/admin/set-user-active.server.ts";
import { setUserRole } from "../../server/admin/set-user-role.server.ts";
import { verifyPassword } from "../../server/auth/password.server.ts";
import { createSession } from "../../server/auth/sessions.server.ts";
import { markMessageAnswered } from "../../server/contact/mark-message-answered.server.ts";
import { purgeExpired } from "../../server/maintenance/retention.server.ts";
import { exportSubscribers } from "../../server/newsletter/export-subscribers.server.ts";
import { importProviderContacts } from "../../server/provider-contacts/import-provider-contacts.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let adminId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  adminId = (await makeUser(t, { role: "site_admin" })).id;
});

const asAdmin = () => callerCtx(services, adminId);
const count = async (table: string) => Number((await t.sql.unsafe(`select count(*)::int as n from ${table}`))[0]!.n);

describe("temporary password", () => {
  it("stores an argon2id hash, flags the account, ends its sessions and audits without the password", async () => {
    const user = await makeUser(t);
    await createSession(t, user.id, { ip: null, userAgent: "a" });
    await createSession(t, user.id, { ip: null, userAgent: "b" });
    const result = await setTemporaryPassword(await asAdmin(), { userId: user.id, values: { mode: "generate" } });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const password = result.value.password!;
    expect(result.value.sessionsEnded).toBe(2);
    const [row] = await t.sql<{ password: string; is_password_temporary: boolean }[]>`
      select password, is_password_temporary from users where id = ${user.id}`;
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password, password)).toBe(true);
    expect(row!.is_password_temporary).toBe(true);
    expect(await t.sql`select 1 from sessions where user_id = ${user.id}`).toHaveLength(0);
    const [entry] = await t.sql<
      { actor_id: number; object_type: string; object_id: string; after: unknown; details: string }[]
    >`
      select actor_id, object_type, object_id, after, details from audit_log
      where action = 'temporary_password_set' and user_id = ${user.id}`;
    expect(entry).toMatchObject({ actor_id: adminId, object_type: "user", object_id: String(user.id) });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it("checks a typed password against the password rules and refuses the admin's own account", async () => {
    const user = await makeUser(t);
    const weak = await setTemporaryPassword(await asAdmin(), {
      userId: user.id,
      values: { mode: "type", password: "password123" },
    });
    expect(weak.ok ? null : weak.error.fields).toEqual({ password: "authMessage.password_common" });
    const own = await setTemporaryPassword(await asAdmin(), { userId: adminId, values: { mode: "generate" } });
    expect(own.ok ? null : own.error.status).toBe(409);
  });
});

describe("contact messages", () => {
  it("marking answered sets handled_at once, audits it, and starts the 12-month retention", async () => {
    const [msg] = await t.sql<{ id: number }[]>`
      insert into contact_messages (name, email, topic, message, locale)
      values ('Ana', 'ana@example.com', 'general', 'A question about a listing', 'en') returning id`;
    const first = await markMessageAnswered(await asAdmin(), { id: msg!.id });
    expect(first.ok && first.value.changed).toBe(true);
    const again = await markMessageAnswered(await asAdmin(), { id: msg!.id });
    expect(again.ok && again.value.changed).toBe(false);
    expect(
      await t.sql`select 1 from audit_log where action = 'contact_message_answered' and object_id = ${String(msg!.id)}`,
    ).toHaveLength(1);
    // Unanswered or recently answered messages stay; answered over 12 months ago go.
    await purgeExpired(t);
    expect(await t.sql`select 1 from contact_messages where id = ${msg!.id}`).toHaveLength(1);
    await t.sql`update contact_messages set handled_at = now() - interval '13 months' where id = ${msg!.id}`;
    await purgeExpired(t);
    expect(await t.sql`select 1 from contact_messages where id = ${msg!.id}`).toHaveLength(0);
  });
});

describe("newsletter export", () => {
  it("streams the active subscribers only, with formula-like cells defused", async () => {
    await t.sql`insert into newsletter_emails (email, is_active) values
      ('reader@example.com', true), ('=1+2@example.com', true), ('gone@example.com', false)`;
    const result = await exportSubscribers(await asAdmin());
    if (!result.ok) throw new Error("refused");
    const csv = await new Response(result.value.body).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at,listing_id");
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual(["'=1+2@example.com", "reader@example.com"]);
    expect(csv).not.toContain("gone@example.com");
  });
});

describe("provider contacts import", () => {
  it("writes nothing when any row is bad, and every row when all are good", async () => {
    const listingId = await insertListing(t);
    const before = await count("provider_contacts");
    const bad = await importProviderContacts(await asAdmin(), {
      file: new Blob([`organization,listing_id\nGood ABA,${listingId}\nOther ABA,999999\n`]),
    });
    expect(bad.ok && bad.value.problems).toEqual([{ row: 2, column: "listing_id", code: "listing" }]);
    expect(await count("provider_contacts")).toBe(before);

    const notUtf8 = await importProviderContacts(await asAdmin(), {
      file: new Blob([new Uint8Array([0x6f, 0xff, 0xfe])]),
    });
    expect(notUtf8.ok ? null : notUtf8.error.fields).toEqual({ file: "adminPeople.error.file_encoding" });

    const good = await importProviderContacts(await asAdmin(), {
      file: new Blob([`organization,listing_id,phone_number\nGood ABA,${listingId},+1 512 555 0100\nOther ABA,,\n`]),
    });
    expect(good.ok && good.value.imported).toBe(2);
    expect(await count("provider_contacts")).toBe(before + 2);
  });
});

// Last: it deactivates every other site_admin of this database.
describe("at least one active site_admin", () => {
  it("refuses to demote or deactivate the last one, allows it while another remains", async () => {
    const other = await makeUser(t, { role: "site_admin" });
    await t.sql`update users set is_active = false where role = 'site_admin' and id not in (${adminId}, ${other.id})`;
    const demoted = await setUserRole(await callerCtx(services, other.id), { userId: other.id, role: "listing_admin" });
    expect(demoted.ok).toBe(true);
    const selfDemote = await setUserRole(await asAdmin(), { userId: adminId, role: "listing_contributor" });
    expect(selfDemote.ok ? null : selfDemote.error.code).toBe("last_site_admin");
    const selfDeactivate = await setUserActive(await asAdmin(), { userId: adminId, active: false });
    expect(selfDeactivate.ok ? null : selfDeactivate.error.code).toBe("self_deactivate");
    const [row] = await t.sql<
      { role: string; is_active: boolean }[]
    >`select role, is_active from users where id = ${adminId}`;
    expect(row).toEqual({ role: "site_admin", is_active: true });
  });
});
