import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import {
  GOOD_PASSWORD,
  auditActions,
  call,
  fromIp,
  linkFrom,
  makeUser,
  sessionCookieFrom,
  sessionCount,
} from "./auth-support.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t));
});

async function signInCookie(login: string, password = GOOD_PASSWORD, env?: unknown): Promise<string> {
  const res = await call(app, "/api/auth/login", { body: { login, password } }, env);
  expect(res.status).toBe(200);
  return sessionCookieFrom(res);
}

describe("registration", () => {
  it("creates a pending listing_contributor, signs nobody in, emails a link that confirms it; then it signs in (item 22)", async () => {
    const res = await call(app, "/api/auth/register", {
      body: { username: "Ana.Lopez", email: "Ana@Example.com", fullName: "Ana López", password: GOOD_PASSWORD },
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({
      message:
        "Revise su correo electrónico para terminar de crear su cuenta: enviamos un enlace a la dirección que escribió. Funciona durante 48 horas.",
    });

    const [user] = await t.sql<
      { id: number; password: string; role: string; full_name: string; preferred_language: string }[]
    >`select id, password, role, full_name, preferred_language from users where username = 'Ana.Lopez'`;
    expect(user).toMatchObject({ role: "listing_contributor", full_name: "Ana López", preferred_language: "es" });
    // argon2id; the production cost itself is checked in server/auth/password.test.ts (tests hash cheaply).
    expect(user!.password).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(await sessionCount(t, user!.id)).toBe(0);
    expect(await auditActions(t, user!.id)).toEqual(["register"]);

    // Until the address is confirmed, the right password answers as a wrong one.
    const early = await call(app, "/api/auth/login", { body: { login: "Ana.Lopez", password: GOOD_PASSWORD } });
    expect(early.status).toBe(401);
    expect((await early.json()).error.code).toBe("invalid_credentials");

    await runQueuedJobs(testServices(t));
    const [mail] = await t.sql<
      { to: string; subject: string; text: string }[]
    >`select "to", subject, text from email_outbox where "to" = 'Ana@Example.com'`;
    expect(mail!.subject).toBe("Confirme su correo electrónico para ABA Atlas");
    const link = linkFrom(mail!.text, "/verify-email");
    // Links come from the configured address (PORT 3000 without PUBLIC_URL), never the request.
    expect(link.startsWith("http://localhost:3000/verify-email?token=")).toBe(true);

    // The link confirms the address once; then the account signs in.
    const token = new URL(link).searchParams.get("token");
    const verified = await call(app, "/api/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    const cookie = await signInCookie("ana@example.com");
    expect(await (await call(app, "/api/auth/user", { cookie })).json()).toMatchObject({
      username: "Ana.Lopez",
      email: "Ana@Example.com",
      role: "listing_contributor",
      emailVerified: true,
    });
    const again = await call(app, "/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("token_invalid");
  });

  it("answers a taken address exactly as a new one, creates nothing and tells the owner in the owner's language (item 22)", async () => {
    const owner = await makeUser(t, { email: "owner22@example.com", preferredLanguage: "es" });
    const answers = [];
    for (const [username, email] of [
      ["fresh22", "fresh22@example.com"],
      ["squatter22", "OWNER22@example.com"],
    ]) {
      const res = await call(app, "/api/auth/register", { body: { username, email, password: GOOD_PASSWORD } });
      answers.push({ status: res.status, cookie: res.headers.get("set-cookie"), body: await res.json() });
    }
    expect(answers[0]).toEqual({
      status: 202,
      cookie: null,
      body: {
        message:
          "Check your email to finish creating your account: we sent a link to the address you entered. It works for 48 hours.",
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(await t.sql`select 1 from users where username = 'squatter22'`).toHaveLength(0);
    expect(await sessionCount(t, owner.id)).toBe(0);
    expect(await auditActions(t, owner.id)).toEqual(["register_email_taken"]);

    await runQueuedJobs(testServices(t));
    const mails = await t.sql<{ subject: string; text: string }[]>`
      select subject, text from email_outbox where lower("to") = 'owner22@example.com'`;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Alguien intentó crear una cuenta de ABA Atlas con su dirección");
    expect(mails[0]!.text).toContain("http://localhost:3000/login");
    expect(mails[0]!.text).toContain("http://localhost:3000/reset-password");
    expect(mails[0]!.text).not.toContain("verify-email");
  });

  it("a pending registration's owner who resets the password instead of confirming can sign in (item 22)", async () => {
    const body = { username: "resetter22", email: "resetter22@example.com", password: GOOD_PASSWORD };
    expect((await call(app, "/api/auth/register", { body })).status).toBe(202);
    const signIn = () =>
      call(app, "/api/auth/login", { body: { login: "resetter22", password: "a reset passphrase 22" } });
    expect((await call(app, "/api/auth/reset-password/request", { body: { email: body.email } })).status).toBe(202);
    await runQueuedJobs(testServices(t));
    const [mail] = await t.sql<{ text: string }[]>`
      select text from email_outbox where "to" = ${body.email} and text like '%/reset-password?token=%'`;
    const token = new URL(linkFrom(mail!.text, "/reset-password")).searchParams.get("token");
    const reset = await call(app, "/api/auth/reset-password/confirm", {
      body: { token, password: "a reset passphrase 22" },
    });
    expect(reset.status).toBe(200);
    // Following the reset link proved the address, as the verification link would have.
    expect((await signIn()).status).toBe(200);
  });

  it("still says a username is taken (usernames are public), regardless of case, but never an address", async () => {
    await makeUser(t, { username: "taken_name", email: "taken@example.com" });
    const res = await call(app, "/api/auth/register", {
      body: { username: "TAKEN_name", email: "TAKEN@example.com", password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error.fields).toEqual({ username: "That username is taken. Please choose another one." });
  });

  it("applies the password rules: 8 to 128 characters, no common passwords, no own name; says why", async () => {
    const attempt = (password: string, username = "newbie", lang = "en") =>
      call(app, "/api/auth/register", {
        body: { username, email: `${username}@example.com`, password },
        headers: { "accept-language": lang },
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    expect((await attempt("short")).body.error.fields.password).toBe("Use at least 8 characters.");
    expect((await attempt("x".repeat(129))).body.error.fields.password).toBe("Use at most 128 characters.");
    const common = await attempt("password123");
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toMatch(/most common passwords/);
    expect((await attempt("Baseball1", "newbie", "es")).body.error.fields.password).toMatch(/contraseñas más comunes/);
    expect((await attempt("newbie_account", "newbie_account")).body.error.fields.password).toMatch(/username/);
    // No composition rules: any characters, spaces and emoji count, 64+ characters are fine.
    const ok = await attempt("ñandú 🦤 ".repeat(8), "unicode_user");
    expect(ok.status).toBe(202);
    expect((await attempt("a".repeat(7) + "é", "eight_chars")).status).toBe(202);
  });

  it("answers with the common JSON error shape for bad JSON and missing fields", async () => {
    const res = await app.request("http://localhost/api/auth/register", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_json", message: "The request body must be JSON." } });
    const missing = await call(app, "/api/auth/register", { body: {} });
    expect((await missing.json()).error).toMatchObject({
      code: "invalid_input",
      fields: {
        username: "This field is required.",
        email: "This field is required.",
        password: "This field is required.",
      },
    });
  });
});

describe("sign-in", () => {
  it("works with the username or the email address, in any case, and records the sign-in", async () => {
    const u = await makeUser(t, { username: "Maria_G", email: "maria.g@example.com", fullName: "María García" });
    const byName = await call(app, "/api/auth/login", { body: { login: "maria_g", password: GOOD_PASSWORD } });
    expect(byName.status).toBe(200);
    expect(await byName.json()).toMatchObject({ username: "Maria_G", fullName: "María García" });
    const byEmail = await call(app, "/api/auth/login", {
      body: { login: "MARIA.G@EXAMPLE.COM", password: GOOD_PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    expect(sessionCookieFrom(byEmail)).not.toBe(sessionCookieFrom(byName));
    expect(await sessionCount(t, u.id)).toBe(2);
    const [row] = await t.sql<{ last_login_at: string | null }[]>`select last_login_at from users where id = ${u.id}`;
    expect(row!.last_login_at).not.toBeNull();
    expect(await auditActions(t, u.id)).toEqual(["sign_in", "sign_in"]);
    // Only the hash of the token is stored.
    const token = sessionCookieFrom(byName).split("=")[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.sql`select 1 from sessions where token_hash = ${token}`;
    expect(stored).toHaveLength(0);
  });

  it("gives the same answer for a wrong password, an unknown account and a deactivated one", async () => {
    const u = await makeUser(t);
    const off = await makeUser(t, { isActive: false });
    const wrong = await call(app, "/api/auth/login", { body: { login: u.username, password: "not the password" } });
    const unknown = await call(app, "/api/auth/login", {
      body: { login: "nobody_here", password: "not the password" },
    });
    const inactive = await call(app, "/api/auth/login", { body: { login: off.username, password: off.password } });
    for (const res of [wrong, unknown, inactive]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const bodies = await Promise.all([wrong.json(), unknown.json(), inactive.json()]);
    expect(bodies[0]).toEqual({
      error: {
        code: "invalid_credentials",
        message: "The username or email address, or the password, is not correct.",
      },
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await auditActions(t, u.id)).toEqual(["sign_in_failed"]);
    const [failed] = await t.sql<{ details: string; ip: string | null }[]>`
      select details, ip from audit_log where user_id = ${u.id} and action = 'sign_in_failed'`;
    expect(failed!.details).toBe('{"reason":"wrong_password"}');
    expect(failed!.details).not.toContain("not the password");
  });

  it("replaces the session the browser already had (a new token on every sign-in)", async () => {
    const u = await makeUser(t);
    const first = await signInCookie(u.username);
    const res = await call(app, "/api/auth/login", {
      body: { login: u.username, password: u.password },
      cookie: first,
    });
    const second = sessionCookieFrom(res);
    expect(second).not.toBe(first);
    expect(await sessionCount(t, u.id)).toBe(1);
    expect((await call(app, "/api/auth/user", { cookie: first })).status).toBe(401);
    expect((await call(app, "/api/auth/user", { cookie: second })).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("after 10 failures for an account from one IP refuses that IP only: the owner elsewhere still signs in (item 31)", async () => {
    const u = await makeUser(t);
    const a = fromIp("198.51.100.7");
    const b = fromIp("198.51.100.8");
    const failed = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(app, "/api/auth/login", { body: { login: u.username, password: `wrong ${i}` } }, a);
      expect(res.status).toBe(401);
      failed.push(await res.json());
    }
    // Every failure gets the same generic answer, as an unknown account does.
    const unknown = await call(app, "/api/auth/login", { body: { login: "nobody-here", password: "wrong" } }, b);
    for (const body of failed) expect(body).toEqual(await unknown.clone().json());

    // The right password from another address gets in: failures from A do not lock the owner out.
    const fromB = await call(app, "/api/auth/login", { body: { login: u.email, password: u.password } }, b);
    expect(fromB.status).toBe(200);

    // From A (by email address too: the pair is the account, not the typed name) it is refused.
    const blocked = await call(app, "/api/auth/login", { body: { login: u.email, password: u.password } }, a);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const blockedBody = await blocked.json();
    expect(blockedBody).toEqual({
      error: { code: "rate_limited", message: "Too many attempts, try again in 15 minutes." },
    });
    // A wrong password from A gets the very same answer: nothing says whether the password was right.
    const blockedWrong = await call(app, "/api/auth/login", { body: { login: u.username, password: "wrong" } }, a);
    expect(blockedWrong.status).toBe(429);
    expect(await blockedWrong.json()).toEqual(blockedBody);
    const spanish = await call(
      app,
      "/api/auth/login",
      { body: { login: u.username, password: u.password }, headers: { "accept-language": "es" } },
      a,
    );
    expect((await spanish.json()).error.message).toBe("Demasiados intentos, inténtelo de nuevo en 15 minutos.");
    expect(await auditActions(t, u.id)).toContain("sign_in_blocked");

    // When the window has passed, the right password works from A again and clears the count.
    await t.sql`update rate_limits set window_start = now() - interval '16 minutes' where kind = 'signInAccountIp'`;
    expect((await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, a)).status).toBe(
      200,
    );
  });

  it("limits failures per IP address across accounts, and counts them in the database", async () => {
    const ip = fromIp("192.0.2.44");
    for (let i = 0; i < 30; i++) {
      await call(app, "/api/auth/login", { body: { login: `ghost${i}`, password: "whatever1" } }, ip);
    }
    const u = await makeUser(t);
    const res = await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, ip);
    expect(res.status).toBe(429);
    // Another address is not affected.
    expect(
      (await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }, fromIp("192.0.2.45")))
        .status,
    ).toBe(200);
    // A second app process on the same database sees the same counts.
    const otherProcess = createApp(testServices(t));
    expect(
      (await call(otherProcess, "/api/auth/login", { body: { login: u.username, password: u.password } }, ip)).status,
    ).toBe(429);
    // Keys are hashes: no address is stored.
    const keys = await t.sql<{ key: string }[]>`select key from rate_limits`;
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("limits registrations per IP address", async () => {
    const ip = fromIp("192.0.2.80");
    for (let i = 0; i < 20; i++) {
      const res = await call(
        app,
        "/api/auth/register",
        { body: { username: `bulk${i}`, email: `bulk${i}@example.com`, password: GOOD_PASSWORD } },
        ip,
      );
      expect(res.status).toBe(202);
    }
    const res = await call(
      app,
      "/api/auth/register",
      { body: { username: "bulk20", email: "bulk20@example.com", password: GOOD_PASSWORD } },
      ip,
    );
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe("Too many attempts, try again in 60 minutes.");
  });

  it("limits reset requests per address, with the same answer whether or not an account exists", async () => {
    const u = await makeUser(t);
    const answers = [];
    for (const email of [u.email, "nobody@example.com"]) {
      const res = await call(app, "/api/auth/reset-password/request", { body: { email } }, fromIp("192.0.2.90"));
      expect(res.status).toBe(202);
      answers.push(await res.json());
    }
    expect(answers[0]).toEqual({
      message:
        "If an account exists for that address, we sent a link to reset its password. The link works for 1 hour.",
    });
    expect(answers[1]).toEqual(answers[0]);
    for (let i = 0; i < 2; i++)
      await call(app, "/api/auth/reset-password/request", { body: { email: u.email } }, fromIp(`192.0.2.${100 + i}`));
    const blocked = await call(
      app,
      "/api/auth/reset-password/request",
      { body: { email: u.email.toUpperCase() } },
      fromIp("192.0.2.110"),
    );
    expect(blocked.status).toBe(429);
    await runQueuedJobs(testServices(t));
  });
});

describe("sign-out and sessions", () => {
  it("logout deletes the session row, clears the cookie and the old cookie no longer works", async () => {
    const u = await makeUser(t);
    const cookie = await signInCookie(u.username);
    expect(await sessionCount(t, u.id)).toBe(1);
    const res = await call(app, "/api/auth/logout", { method: "POST", cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await sessionCount(t, u.id)).toBe(0);
    const after = await call(app, "/api/auth/user", { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in first." } });
    // A dead cookie is removed from the browser.
    expect(after.headers.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
    expect(await auditActions(t, u.id)).toEqual(["sign_in", "sign_out"]);
  });

  it("GET /api/auth/user answers 401 JSON when signed out", async () => {
    const res = await call(app, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).error.code).toBe("unauthorized");
    expect((await call(app, "/api/auth/password-status")).status).toBe(401);
  });

  it("ends a session after 30 idle days or 90 days in all, and records activity at most every 5 minutes", async () => {
    const u = await makeUser(t);
    const cookie = await signInCookie(u.username);
    const [created] = await t.sql<{ idle: number; total: number }[]>`
      select extract(epoch from last_seen_at)::float as idle, extract(epoch from (expires_at - created_at))::int as total from sessions where user_id = ${u.id}`;
    expect(created!.total).toBe(90 * 24 * 3600);

    // Recent activity: no write.
    await t.sql`update sessions set last_seen_at = now() - interval '2 minutes' where user_id = ${u.id}`;
    await call(app, "/api/auth/user", { cookie });
    const [recent] = await t.sql<
      { age: number }[]
    >`select extract(epoch from now() - last_seen_at)::int as age from sessions where user_id = ${u.id}`;
    expect(recent!.age).toBeGreaterThanOrEqual(119);
    // Older than 5 minutes: touched.
    await t.sql`update sessions set last_seen_at = now() - interval '29 days' where user_id = ${u.id}`;
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(200);
    const [touched] = await t.sql<
      { age: number }[]
    >`select extract(epoch from now() - last_seen_at)::int as age from sessions where user_id = ${u.id}`;
    expect(touched!.age).toBeLessThan(5);

    // Idle for more than 30 days: gone.
    await t.sql`update sessions set last_seen_at = now() - interval '31 days' where user_id = ${u.id}`;
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(401);

    // Active but past the absolute lifetime: gone.
    const cookie2 = await signInCookie(u.username);
    await t.sql`update sessions set expires_at = now() - interval '1 second', last_seen_at = now() where user_id = ${u.id}`;
    expect((await call(app, "/api/auth/user", { cookie: cookie2 })).status).toBe(401);
  });

  it("admins sign in again at least every 30 days, however active", async () => {
    const admin = await makeUser(t, { role: "listing_admin" });
    const contributor = await makeUser(t);
    const adminCookie = await signInCookie(admin.username);
    const contributorCookie = await signInCookie(contributor.username);
    await t.sql`update sessions set created_at = now() - interval '31 days', last_seen_at = now() where user_id in (${admin.id}, ${contributor.id})`;
    expect((await call(app, "/api/auth/user", { cookie: adminCookie })).status).toBe(401);
    expect((await call(app, "/api/auth/user", { cookie: contributorCookie })).status).toBe(200);
  });

  it("a deactivated account's sessions end at once", async () => {
    const u = await makeUser(t);
    const cookie = await signInCookie(u.username);
    await t.sql`update users set is_active = false where id = ${u.id}`;
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(401);
    expect(await sessionCount(t, u.id)).toBe(0);
  });

  it("sessions work across app processes on one database", async () => {
    const u = await makeUser(t);
    const cookie = await signInCookie(u.username);
    const other = createApp(testServices(t));
    expect((await call(other, "/api/auth/user", { cookie })).status).toBe(200);
    await call(other, "/api/auth/logout", { method: "POST", cookie });
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(401);
  });
});

describe("password change", () => {
  it("requires the current password, ends the other sessions but not this one, and sends a notice", async () => {
    const u = await makeUser(t, { fullName: "Chris Doe" });
    const laptop = await signInCookie(u.username);
    const phone = await signInCookie(u.email);
    const tablet = await signInCookie(u.username);
    expect(await sessionCount(t, u.id)).toBe(3);

    const wrong = await call(app, "/api/auth/change-password", {
      body: { currentPassword: "not it at all", newPassword: "a brand new passphrase" },
      cookie: laptop,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ currentPassword: "Your current password is not correct." });

    const same = await call(app, "/api/auth/change-password", {
      body: { currentPassword: u.password, newPassword: u.password },
      cookie: laptop,
    });
    expect((await same.json()).error.fields.newPassword).toBe(
      "Your new password must be different from your current one.",
    );

    const res = await call(app, "/api/auth/change-password", {
      body: { currentPassword: u.password, newPassword: "a brand new passphrase" },
      cookie: laptop,
    });
    expect(res.status).toBe(200);
    expect(await sessionCount(t, u.id)).toBe(1);
    expect((await call(app, "/api/auth/user", { cookie: laptop })).status).toBe(200);
    expect((await call(app, "/api/auth/user", { cookie: phone })).status).toBe(401);
    expect((await call(app, "/api/auth/user", { cookie: tablet })).status).toBe(401);
    expect((await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } })).status).toBe(
      401,
    );
    expect(
      (await call(app, "/api/auth/login", { body: { login: u.username, password: "a brand new passphrase" } })).status,
    ).toBe(200);
    expect(await auditActions(t, u.id)).toContain("password_change");

    await runQueuedJobs(testServices(t));
    const mails = await t.sql<
      { subject: string; text: string }[]
    >`select subject, text from email_outbox where "to" = ${u.email}`;
    expect(mails.map((m) => m.subject)).toContain("Your ABA Atlas password was changed");
    expect(mails.find((m) => m.subject.includes("changed"))!.text).toContain("Hello Chris Doe,");
  });

  it("is refused when signed out", async () => {
    const res = await call(app, "/api/auth/change-password", { body: { currentPassword: "x", newPassword: "y" } });
    expect(res.status).toBe(401);
  });

  it("password status reports a temporary password until it is changed", async () => {
    const u = await makeUser(t, { isPasswordTemporary: true, password: "Temp-2093-xq-Lm" });
    const cookie = await signInCookie(u.username, u.password);
    expect(await (await call(app, "/api/auth/password-status", { cookie })).json()).toEqual({
      requiresPasswordChange: true,
    });
    expect((await (await call(app, "/api/auth/user", { cookie })).json()).requiresPasswordChange).toBe(true);
    await call(app, "/api/auth/change-password", {
      body: { currentPassword: u.password, newPassword: "my own long password" },
      cookie,
    });
    expect(await (await call(app, "/api/auth/password-status", { cookie })).json()).toEqual({
      requiresPasswordChange: false,
    });
  });
});

describe("cookie flags", () => {
  it("over plain HTTP without an https PUBLIC_URL: 'session', HttpOnly, SameSite=Lax, Path=/, no Secure", async () => {
    const u = await makeUser(t);
    const res = await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie!)![1])).toBeGreaterThan(89 * 24 * 3600);
  });

  it("with an https PUBLIC_URL: '__Host-session' with Secure, and only that cookie name is read", async () => {
    const secureApp = createApp(testServices(t, { PUBLIC_URL: "https://aba-atlas.example" }));
    const u = await makeUser(t);
    const res = await call(secureApp, "/api/auth/login", {
      body: { login: u.username, password: u.password },
      origin: "https://aba-atlas.example",
    });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = sessionCookieFrom(res);
    expect((await call(secureApp, "/api/auth/user", { cookie: pair })).status).toBe(200);
    // The same token under the unprefixed name is not accepted.
    expect((await call(secureApp, "/api/auth/user", { cookie: pair.replace("__Host-", "") })).status).toBe(401);
  });

  it("on an HTTPS request: Secure and __Host- even without PUBLIC_URL", async () => {
    const u = await makeUser(t);
    const res = await call(app, "https://localhost/api/auth/login", {
      body: { login: u.username, password: u.password },
      origin: "https://localhost",
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-session=.*; Secure$/);
  });
});

describe("CSRF", () => {
  it("refuses cross-origin POSTs to the API and to page actions, before anything runs", async () => {
    const u = await makeUser(t);
    let pageCalls = 0;
    const withPages = createApp(testServices(t), {
      handlePage: async () => {
        pageCalls += 1;
        return new Response("page");
      },
    });
    const api = await call(withPages, "/api/auth/login", {
      body: { login: u.username, password: u.password },
      origin: "https://evil.example",
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    expect(api.headers.getSetCookie()).toEqual([]);

    const form = (origin: Record<string, string>) =>
      withPages.request("http://localhost/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...origin },
        body: new URLSearchParams({ login: u.username, password: u.password }).toString(),
      });
    expect((await form({ origin: "https://evil.example" })).status).toBe(403);
    expect((await form({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await form({})).status).toBe(403);
    expect(pageCalls).toBe(0);
    // Same origin passes through to the page.
    expect((await form({ origin: "http://localhost" })).status).toBe(200);
    expect(pageCalls).toBe(1);

    // A cross-site logout does not end the session either.
    const cookie = await signInCookie(u.username);
    const logout = await call(withPages, "/api/auth/logout", {
      method: "POST",
      cookie,
      origin: "https://evil.example",
    });
    expect(logout.status).toBe(403);
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(200);
  });

  it("says why in the visitor's language", async () => {
    const english = await call(app, "/api/auth/logout", { method: "POST", origin: "https://evil.example" });
    expect(await english.json()).toEqual({
      error: { code: "forbidden_origin", message: "This request did not come from this site, so it was refused." },
    });
    const spanish = await call(app, "/api/auth/logout", {
      method: "POST",
      origin: "https://evil.example",
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(await spanish.json()).toEqual({
      error: { code: "forbidden_origin", message: "Esta solicitud no vino de este sitio, así que se rechazó." },
    });
  });

  it("GET requests change nothing: there is no GET logout", async () => {
    const u = await makeUser(t);
    const cookie = await signInCookie(u.username);
    const res = await call(app, "/api/auth/logout", { cookie });
    expect(res.status).toBe(404);
    expect(await sessionCount(t, u.id)).toBe(1);
  });
});

describe("an unexpected error", () => {
  it("answers a page 500 with a message in the visitor's language", async () => {
    const failing = createApp(testServices(t), {
      handlePage: () => Promise.reject(new Error("boom")),
    });
    const page = await failing.request("http://localhost/about");
    expect(page.status).toBe(500);
    expect(await page.text()).toBe("Something went wrong on our side. Please try again.");
    const spanish = await failing.request("http://localhost/about", { headers: { cookie: "lang=es" } });
    expect(await spanish.text()).toBe("Algo salió mal de nuestro lado. Inténtelo de nuevo.");
  });
});
