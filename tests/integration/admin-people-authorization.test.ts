/**
 * The authorization matrix of the admin people sections (users, contact messages, newsletter,
 * provider contacts, audit log): every use case × (signed out, listing_contributor,
 * listing_admin, site_admin) → allowed or refused, a refusal changes nothing, and an allowed
 * change is in the audit log under the admin who made it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminUserDetail } from "../../server/admin/admin-user-detail.server.ts";
import { adminUsers } from "../../server/admin/admin-users.server.ts";
import { auditEntries } from "../../server/admin/audit-entries.server.ts";
import { endUserSessions } from "../../server/admin/end-user-sessions.server.ts";
import { setTemporaryPassword } from "../../server/admin/set-temporary-password.server.ts";
import { setUserActive } from "../../server/admin/set-user-active.server.ts";
import { setUserRole } from "../../server/admin/set-user-role.server.ts";
import { createSession } from "../../server/auth/sessions.server.ts";
import { adminContactMessage, adminContactMessages } from "../../server/contact/admin-contact-messages.server.ts";
import { markMessageAnswered } from "../../server/contact/mark-message-answered.server.ts";
import { exportSubscribers } from "../../server/newsletter/export-subscribers.server.ts";
import { subscriberCounts } from "../../server/newsletter/subscriber-counts.server.ts";
import { adminProviderContact } from "../../server/provider-contacts/admin-provider-contact.server.ts";
import { adminProviderContacts } from "../../server/provider-contacts/admin-provider-contacts.server.ts";
import { findListingsByName } from "../../server/provider-contacts/find-listings-by-name.server.ts";
import { importProviderContacts } from "../../server/provider-contacts/import-provider-contacts.server.ts";
import { updateProviderContact } from "../../server/provider-contacts/update-provider-contact.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import {
  parseAuditFilters,
  parseContactFilters,
  parseMessageFilters,
  parseUserFilters,
} from "../../domain/admin-people.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { auditedCount } from "./audit-support.ts";

type Caller = "signed_out" | "listing_contributor" | "listing_admin" | "site_admin";
const CALLERS: Caller[] = ["signed_out", "listing_contributor", "listing_admin", "site_admin"];
const SITE_ADMIN: Caller[] = ["site_admin"];

let t: TestDatabase;
let services: AppServices;
const ids: Record<Exclude<Caller, "signed_out">, number> = {
  listing_contributor: 0,
  listing_admin: 0,
  site_admin: 0,
};

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  ids.listing_contributor = (await makeUser(t)).id;
  ids.listing_admin = (await makeUser(t, { role: "listing_admin" })).id;
  ids.site_admin = (await makeUser(t, { role: "site_admin" })).id;
});

const ctxFor = (caller: Caller): Promise<CallerContext> =>
  callerCtx(services, caller === "signed_out" ? null : ids[caller]);

/** Everything these actions could change. */
async function snapshot(): Promise<string> {
  const tables = ["users", "sessions", "contact_messages", "newsletter_emails", "provider_contacts", "audit_log"];
  const parts = [];
  for (const table of tables) {
    const rows = await t.sql.unsafe(`select * from ${table} order by 1`);
    parts.push(JSON.stringify(rows.map((r) => ({ ...r, updated_at: undefined, last_seen_at: undefined }))));
  }
  return parts.join("\n");
}

/** A fresh account with one open session, for the account actions. */
async function victim(): Promise<number> {
  const { id } = await makeUser(t);
  await createSession(t, id, { ip: null, userAgent: "test" });
  return id;
}

async function message(): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into contact_messages (name, email, topic, message, locale)
    values ('Ana', 'ana@example.com', 'general', 'Hello, a question about listings', 'en') returning id`;
  return row!.id;
}

async function contact(): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into provider_contacts (organization, email_address) values ('Bright ABA', 'a@bright.example') returning id`;
  return row!.id;
}

const csvFile = (text: string) => new Blob([text], { type: "text/csv" });
const params = (query = "") => new URLSearchParams(query);

interface Action {
  name: string;
  allowed: Caller[];
  /** The audit_log action a change writes, found in /admin/audit under the caller's id. */
  audit?: string;
  /** Sets up its own object, then runs the use case as the caller. */
  run: (ctx: CallerContext) => Promise<{ ok: boolean; error?: { status: number } }>;
}

const ACTIONS: Action[] = [
  { name: "list users", allowed: SITE_ADMIN, run: (ctx) => adminUsers(ctx, { filters: parseUserFilters(params()) }) },
  { name: "view a user", allowed: SITE_ADMIN, run: async (ctx) => adminUserDetail(ctx, { userId: await victim() }) },
  {
    name: "change a role",
    allowed: SITE_ADMIN,
    audit: "role_change",
    run: async (ctx) => setUserRole(ctx, { userId: await victim(), role: "listing_admin" }),
  },
  {
    name: "deactivate a user",
    allowed: SITE_ADMIN,
    audit: "user_deactivated",
    run: async (ctx) => setUserActive(ctx, { userId: await victim(), active: false }),
  },
  {
    name: "reactivate a user",
    allowed: SITE_ADMIN,
    audit: "user_reactivated",
    run: async (ctx) => {
      const { id } = await makeUser(t, { isActive: false });
      return setUserActive(ctx, { userId: id, active: true });
    },
  },
  {
    name: "set a temporary password",
    allowed: SITE_ADMIN,
    audit: "temporary_password_set",
    run: async (ctx) => setTemporaryPassword(ctx, { userId: await victim(), values: { mode: "generate" } }),
  },
  {
    name: "end all sessions",
    allowed: SITE_ADMIN,
    audit: "sessions_ended",
    run: async (ctx) => endUserSessions(ctx, { userId: await victim() }),
  },
  {
    name: "list contact messages",
    allowed: SITE_ADMIN,
    run: (ctx) => adminContactMessages(ctx, { filters: parseMessageFilters(params("status=unanswered")) }),
  },
  {
    name: "view a message",
    allowed: SITE_ADMIN,
    run: async (ctx) => adminContactMessage(ctx, { id: await message() }),
  },
  {
    name: "mark a message answered",
    allowed: SITE_ADMIN,
    audit: "contact_message_answered",
    run: async (ctx) => markMessageAnswered(ctx, { id: await message() }),
  },
  { name: "count subscribers", allowed: SITE_ADMIN, run: (ctx) => subscriberCounts(ctx) },
  {
    name: "export subscribers",
    allowed: SITE_ADMIN,
    audit: "newsletter_exported",
    run: async (ctx) => {
      const result = await exportSubscribers(ctx);
      if (result.ok) await new Response(result.value.body).text();
      return result;
    },
  },
  {
    name: "list provider contacts",
    allowed: SITE_ADMIN,
    run: (ctx) => adminProviderContacts(ctx, { filters: parseContactFilters(params()) }),
  },
  {
    name: "view a contact",
    allowed: SITE_ADMIN,
    run: async (ctx) => adminProviderContact(ctx, { id: await contact() }),
  },
  {
    name: "import contacts",
    allowed: SITE_ADMIN,
    audit: "provider_contacts_imported",
    run: (ctx) =>
      importProviderContacts(ctx, { file: csvFile("organization,email_address\nNew ABA,new@aba.example\n") }),
  },
  {
    name: "link a contact and record the last contact",
    allowed: SITE_ADMIN,
    audit: "provider_contact_updated",
    run: async (ctx) => {
      const listingId = await insertListing(t);
      return updateProviderContact(ctx, {
        id: await contact(),
        values: { listingId: String(listingId), lastContactDate: "2026-01-15" },
      });
    },
  },
  { name: "find listings to link", allowed: SITE_ADMIN, run: (ctx) => findListingsByName(ctx, { q: "Owned" }) },
  {
    name: "read the audit log",
    allowed: SITE_ADMIN,
    run: (ctx) => auditEntries(ctx, { filters: parseAuditFilters(params()) }),
  },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const ctx = await ctxFor(caller);
    if (caller !== "signed_out" && action.allowed.includes(caller)) {
      const siteAdmin = await ctxFor("site_admin");
      const audited = action.audit ? await auditedCount(siteAdmin, ids[caller], action.audit) : 0;
      const result = await action.run(ctx);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (action.audit) expect(await auditedCount(siteAdmin, ids[caller], action.audit)).toBeGreaterThan(audited);
      return;
    }
    let before = "";
    const result = await runRefused(action, ctx, async () => {
      before = await snapshot();
    });
    expect(result.ok).toBe(false);
    expect(result.error?.status).toBe(caller === "signed_out" ? 401 : 403);
    expect(await snapshot()).toBe(before);
  });
});

/** Takes the "before" snapshot when the use case first asks who the caller is (after the setup). */
async function runRefused(action: Action, ctx: CallerContext, takeSnapshot: () => Promise<void>) {
  const user = ctx.auth.user.bind(ctx.auth);
  let taken = false;
  const patched: CallerContext = {
    ...ctx,
    auth: {
      ...ctx.auth,
      user: async () => {
        if (!taken) {
          taken = true;
          await takeSnapshot();
        }
        return user();
      },
    },
  };
  return action.run(patched);
}
