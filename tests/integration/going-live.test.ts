/**
 * Going live (issue 27): a production first start loads no demo data and says how to make the
 * first admin; admin:create makes one whose one-time link sets the password that then signs in.
 */
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSiteAdmin } from "../../server/admin/create-site-admin.server.ts";
import { confirmPasswordReset } from "../../server/auth/confirm-password-reset.server.ts";
import { verifyPassword } from "../../server/auth/password.server.ts";
import { signIn } from "../../server/auth/sign-in.server.ts";
import { boot } from "../../server/boot.server.ts";
import { parseConfig } from "../../server/config.server.ts";
import { createLogger } from "../../server/logger.server.ts";
import { reportStartWithoutDemoData } from "../../server/seed/first-start.server.ts";
import { DEFAULT_DEMO_LISTINGS } from "../../server/seed/generator.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { GOOD_PASSWORD, makeUser, pageContext, pageRequest } from "./auth-support.ts";

const PUBLIC_URL = "https://atlas.example";
const production = { NODE_ENV: "production", PUBLIC_URL, LOG_LEVEL: "silent" };

async function counts(t: TestDatabase) {
  const [row] = await t.sql<{ listings: number; users: number; demo: boolean }[]>`
    select (select count(*)::int from listings) as listings, (select count(*)::int from users) as users,
           exists (select 1 from app_state where key = 'demo_data') as demo`;
  return row!;
}

/** The log lines a logger at `info` writes. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", false, { write: (line: string) => void lines.push(line) });
  return { logger, messages: () => lines.map((l) => (JSON.parse(l) as { msg: string }).msg) };
}

/** Sets a password through the reset page's use case, then signs in with it, as a browser would. */
async function setPasswordAndSignIn(t: TestDatabase, link: string, login: string) {
  const services = testServices(t, { PUBLIC_URL });
  const ctx = pageContext(services, pageRequest("/reset-password"));
  const token = new URL(link).searchParams.get("token");
  const reset = await confirmPasswordReset(ctx, { values: { token, password: GOOD_PASSWORD }, locale: "en" });
  const signedIn = await signIn(ctx, { values: { login, password: GOOD_PASSWORD } });
  return { reset: reset.ok, signedIn: signedIn.ok };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("first start in production", () => {
  it("loads no demo data and no accounts", async () => {
    const t = await createTestDatabase();
    const booted = await boot(parseConfig({ ...production, DATABASE_URL: t.url }));
    try {
      expect(await counts(t)).toEqual({ listings: 0, users: 0, demo: false });
    } finally {
      await booted.jobs.stop(1000);
      await booted.opened.close();
    }
  });

  it("says how to create the first admin while there is none", async () => {
    const t = await createTestDatabase();
    const first = capturingLogger();
    await reportStartWithoutDemoData(t, { logger: first.logger });
    expect(first.messages()).toEqual([expect.stringContaining("npm run admin:create -- --email")]);
    expect(first.messages()[0]).toContain("No demo data loaded");

    await makeUser(t, { role: "site_admin" });
    const later = capturingLogger();
    await reportStartWithoutDemoData(t, { logger: later.logger });
    expect(later.messages()).toEqual([]);
  });

  it("loads the demo set when DEMO_DATA=1 asks for it, without printing passwords", async () => {
    const t = await createTestDatabase();
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (printed.push(String(chunk)), true));
    const booted = await boot(parseConfig({ ...production, DEMO_DATA: "1", DATABASE_URL: t.url }));
    try {
      expect(await counts(t)).toEqual({ listings: DEFAULT_DEMO_LISTINGS, users: 3, demo: true });
      expect(printed.join("")).toBe("");
    } finally {
      await booted.jobs.stop(1000);
      await booted.opened.close();
    }
  });
});

describe("createSiteAdmin (npm run admin:create)", () => {
  it("makes a verified site admin whose one-time link sets the password that signs in", async () => {
    const t = await createTestDatabase();
    const services = testServices(t, { PUBLIC_URL });
    const outcome = await createSiteAdmin(services, { email: "Dana.Owner@clinic.test", fullName: "Dana Owner" });
    if (!outcome.ok || outcome.value.action !== "created") throw new Error(JSON.stringify(outcome));
    const created = outcome.value;
    expect(created.username).toBe("Dana.Owner");
    expect(created.setPasswordUrl).toMatch(/^https:\/\/atlas\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const [user] = await t.sql<{ role: string; email_verified: boolean; full_name: string; hours: number }[]>`
      select u.role, u.email_verified, u.full_name,
             extract(epoch from (t.expires_at - now())) / 3600 as hours
      from users u join auth_tokens t on t.user_id = u.id where u.id = ${created.userId}`;
    expect(user).toMatchObject({ role: "site_admin", email_verified: true, full_name: "Dana Owner" });
    expect(Number(user!.hours)).toBeGreaterThan(23.9);
    expect(Number(user!.hours)).toBeLessThanOrEqual(24);
    // Before the link is used, no password signs in.
    const ctx = pageContext(services, pageRequest("/login"));
    expect((await signIn(ctx, { values: { login: "dana.owner@clinic.test", password: GOOD_PASSWORD } })).ok).toBe(
      false,
    );

    expect(await setPasswordAndSignIn(t, created.setPasswordUrl, "dana.owner@clinic.test")).toEqual({
      reset: true,
      signedIn: true,
    });
    // The link works once.
    expect((await setPasswordAndSignIn(t, created.setPasswordUrl, "Dana.Owner")).reset).toBe(false);
    const audit = await t.sql<{ action: string }[]>`
      select action from audit_log where user_id = ${created.userId} order by id limit 1`;
    expect(audit).toEqual([{ action: "site_admin_created" }]);
  });

  it("refuses an address that already has an account, unless asked to promote it", async () => {
    const t = await createTestDatabase();
    const services = testServices(t, { PUBLIC_URL });
    const existing = await makeUser(t, { username: "robin", email: "robin@clinic.test" });

    const refused = await createSiteAdmin(services, { email: "ROBIN@clinic.test", fullName: "Robin" });
    expect(refused).toEqual({ ok: false, error: { reason: "email_taken", username: "robin" } });
    const [row] = await t.sql<{ role: string; n: number }[]>`
      select role, (select count(*)::int from users) as n from users where id = ${existing.id}`;
    expect(row).toEqual({ role: "listing_contributor", n: 1 });

    // Not before its owner has proved the address: anyone can register any address.
    expect(
      await createSiteAdmin(services, { email: "robin@clinic.test", fullName: "Robin", promote: true }),
    ).toMatchObject({ ok: false, error: { reason: "account_unconfirmed" } });
    await t.sql`update users set pending_confirmation = true, email_verified = true where id = ${existing.id}`;
    expect(
      await createSiteAdmin(services, { email: "robin@clinic.test", fullName: "Robin", promote: true }),
    ).toMatchObject({ ok: false, error: { reason: "account_unconfirmed" } });
    await t.sql`update users set pending_confirmation = false where id = ${existing.id}`;

    const promoted = await createSiteAdmin(services, { email: "robin@clinic.test", fullName: "Robin", promote: true });
    expect(promoted).toMatchObject({ ok: true, value: { action: "promoted", previousRole: "listing_contributor" } });
    expect(
      await createSiteAdmin(services, { email: "robin@clinic.test", fullName: "Robin", promote: true }),
    ).toMatchObject({ ok: true, value: { action: "already_site_admin" } });
    const [after] = await t.sql<{ role: string }[]>`select role from users where id = ${existing.id}`;
    expect(after!.role).toBe("site_admin");

    const gone = await makeUser(t, { email: "gone@clinic.test", isActive: false });
    await t.sql`update users set email_verified = true where id = ${gone.id}`;
    expect(
      await createSiteAdmin(services, { email: "gone@clinic.test", fullName: "Gone", promote: true }),
    ).toMatchObject({ ok: false, error: { reason: "account_inactive" } });
  });

  it("checks its input and picks a free username", async () => {
    const t = await createTestDatabase();
    const services = testServices(t, { PUBLIC_URL });
    expect(await createSiteAdmin(services, { email: "not an address", fullName: "X" })).toEqual({
      ok: false,
      error: { reason: "email_invalid" },
    });
    expect(await createSiteAdmin(services, { email: "x@clinic.test", fullName: "  " })).toEqual({
      ok: false,
      error: { reason: "name_invalid" },
    });
    await makeUser(t, { username: "ops", email: "ops@elsewhere.test" });
    expect(await createSiteAdmin(services, { email: "ops@clinic.test", fullName: "Ops" })).toMatchObject({
      ok: true,
      value: { username: "ops-2" },
    });
    expect(await createSiteAdmin(services, { email: "a@clinic.test", fullName: "A" })).toMatchObject({
      ok: true,
      value: { username: "admin" },
    });
  });
});

function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  // Cheap hashing is refused outside NODE_ENV=test: the command hashes as a real one does.
  delete childEnv.TEST_ONLY_CHEAP_PASSWORD_HASHING;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], { env: childEnv });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("npm run admin:create", () => {
  it("prints a set-password link and no password, and refuses the same address twice", async () => {
    const t = await createTestDatabase();
    const env = { ...production, DATABASE_URL: t.url };
    const args = ["--email", "ops@atlas.example", "--name", "Ops Person"];

    const created = await runScript(args, env);
    expect(created.code, created.output).toBe(0);
    const link = /https:\/\/atlas\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(created.output)?.[0];
    expect(link, created.output).toBeDefined();
    // Nothing printed opens the account: no word of the output is its password.
    const [user] = await t.sql<{ password: string }[]>`select password from users where email = 'ops@atlas.example'`;
    for (const word of new Set(created.output.split(/\s+/).filter(Boolean)))
      expect(await verifyPassword(user!.password, word)).toBe(false);

    const again = await runScript(args, env);
    expect(again.code).toBe(1);
    expect(again.output).toContain("already exists");
    expect(again.output).toContain("--promote");

    expect(await setPasswordAndSignIn(t, link!, "ops@atlas.example")).toEqual({ reset: true, signedIn: true });
  }, 60_000);
});
