import { describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { jobsSettled } from "../support/jobs.ts";
import { sendEmailJob } from "../../server/email/send-email-job.server.ts";
import { resetPasswordMessage } from "../../server/email/templates.ts";
import * as resetPage from "../../app/features/accounts/routes/reset-password.tsx";
import * as loginPage from "../../app/features/accounts/routes/login.tsx";
import { testServices } from "../support/services.ts";
import {
  auditActions,
  call,
  formRequest,
  linkFrom,
  makeUser,
  runRoute,
  type RouteFunction,
  pageRequest,
  sessionCookieFrom,
  sessionCount,
} from "./auth-support.ts";
import { mailTestEnv } from "./mail-test-env.ts";

const PUBLIC_URL = "http://atlas.test:8080";
const env = mailTestEnv(PUBLIC_URL);

type DataResult = {
  data: {
    formError?: string;
    fields?: Record<string, string>;
    notice?: string;
    done?: boolean;
    mode?: string;
    valid?: boolean;
    token?: string;
  };
  init: ResponseInit | null;
};

/** Runs a page action or loader the way React Router would for that request. */
const run = (fn: RouteFunction, request: Request) => runRoute<DataResult>(env.services, fn, request);

describe("password reset by email, end to end through a real SMTP server", () => {
  it("requests a link on the page, receives it by SMTP, follows it, sets a new password and signs in", async () => {
    const u = await makeUser(env.db, { fullName: "Jordan Reyes" });
    const app = createApp(env.services);
    const other = sessionCookieFrom(
      await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }),
    );

    // 1. The request form (no JavaScript needed: a plain form POST).
    const requested = (await run(
      resetPage.action,
      formRequest("/reset-password", { intent: "request", email: u.email.toUpperCase() }),
    )) as DataResult;
    expect(requested.data.notice).toBe(
      "If an account exists for that address, we sent a link to reset its password. The link works for 1 hour.",
    );

    // 2. The message, over SMTP.
    const mail = await env.smtp.next();
    expect(mail.to).toEqual([u.email]);
    expect(mail.from).toBe(`no-reply@atlas.test`);
    expect(mail.subject).toBe("Reset your ABA Atlas password");
    expect(mail.text).toContain("Hello Jordan Reyes,");
    const link = linkFrom(mail.text, "/reset-password");
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get("token")!;
    // Only a hash is stored.
    expect(await env.db.sql`select 1 from auth_tokens where token_hash = ${token}`).toHaveLength(0);

    // 3. Following the link shows the form and uses nothing up.
    const opened = (await run(resetPage.loader, new Request(link))) as DataResult;
    expect(opened.data).toMatchObject({ mode: "confirm", valid: true, token });
    expect((await run(resetPage.loader, new Request(link))) as DataResult).toMatchObject({ data: { valid: true } });

    // A weak password is refused and does not use up the link.
    const weak = (await run(
      resetPage.action,
      formRequest(`/reset-password?token=${token}`, { intent: "confirm", token, password: "12345678" }),
    )) as DataResult;
    expect(weak.init?.status).toBe(400);
    expect(weak.data.fields?.password).toMatch(/most common passwords/);

    // 4. Setting the new password: redirect to sign-in, every session ended.
    const done = await run(
      resetPage.action,
      formRequest(`/reset-password?token=${token}`, { intent: "confirm", token, password: "a fresh reset passphrase" }),
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("location")).toBe("/login?reset=1");
    expect(await sessionCount(env.db, u.id)).toBe(0);
    expect((await call(app, "/api/auth/user", { cookie: other })).status).toBe(401);
    expect(await auditActions(env.db, u.id)).toContain("password_reset");

    // The "password changed" notice arrives too.
    const notice = await env.smtp.next();
    expect(notice.subject).toBe("Your ABA Atlas password was changed");

    // 5. Sign in on the page with the new password.
    const signIn = await run(
      loginPage.action,
      formRequest("/login", { login: u.email, password: "a fresh reset passphrase", redirectTo: "/" }),
    );
    expect(signIn).toBeInstanceOf(Response);
    expect((signIn as Response).headers.get("location")).toBe("/");
    expect((signIn as Response).headers.get("set-cookie")).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );

    // 6. The link cannot be used again.
    const reopened = (await run(resetPage.loader, new Request(link))) as DataResult;
    expect(reopened.data).toMatchObject({ mode: "confirm", valid: false, token: "" });
    const reused = await call(app, "/api/auth/reset-password/confirm", {
      body: { token, password: "yet another passphrase" },
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: {
        code: "token_invalid",
        message: "This link is not valid: it may have been used already or have expired. Please request a new one.",
      },
    });
  });

  it("rejects an expired link (reset links work for 1 hour) and an unknown one", async () => {
    const u = await makeUser(env.db);
    const app = createApp(env.services);
    expect((await call(app, "/api/auth/reset-password/request", { body: { email: u.email } })).status).toBe(202);
    const mail = await env.smtp.next();
    const token = new URL(linkFrom(mail.text, "/reset-password")).searchParams.get("token")!;
    const [row] = await env.db.sql<{ minutes: number }[]>`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from auth_tokens where user_id = ${u.id}`;
    expect(row!.minutes).toBe(60);

    await env.db.sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${u.id}`;
    const expired = await call(app, "/api/auth/reset-password/confirm", {
      body: { token, password: "a fresh reset passphrase" },
    });
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.code).toBe("token_invalid");
    const page = (await run(resetPage.loader, pageRequest(`/reset-password?token=${token}`))) as DataResult;
    expect(page.data.valid).toBe(false);
    // The old password still works: nothing changed.
    expect((await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } })).status).toBe(
      200,
    );

    const unknown = await call(app, "/api/auth/reset-password/confirm", {
      body: { token: "A".repeat(43), password: "a fresh reset passphrase" },
    });
    expect((await unknown.json()).error.code).toBe("token_invalid");
  });

  it("only the newest link works, and a password change makes outstanding links useless", async () => {
    const u = await makeUser(env.db);
    const app = createApp(env.services);
    await call(app, "/api/auth/reset-password/request", { body: { email: u.email } });
    const first = new URL(linkFrom((await env.smtp.next()).text, "/reset-password")).searchParams.get("token")!;
    await call(app, "/api/auth/reset-password/request", { body: { email: u.email } });
    const second = new URL(linkFrom((await env.smtp.next()).text, "/reset-password")).searchParams.get("token")!;
    expect(
      (
        await call(app, "/api/auth/reset-password/confirm", {
          body: { token: first, password: "a fresh reset passphrase" },
        })
      ).status,
    ).toBe(400);

    const cookie = sessionCookieFrom(
      await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }),
    );
    await call(app, "/api/auth/change-password", {
      body: { currentPassword: u.password, newPassword: "changed while a link was out" },
      cookie,
    });
    await env.smtp.next(); // the change notice
    expect(
      (
        await call(app, "/api/auth/reset-password/confirm", {
          body: { token: second, password: "a fresh reset passphrase" },
        })
      ).status,
    ).toBe(400);
  });

  it("writes in the account's language, and sends nothing for an unknown address", async () => {
    const u = await makeUser(env.db, { preferredLanguage: "es", fullName: "Lucía" });
    const app = createApp(env.services);
    const before = env.smtp.messages.length;
    await call(app, "/api/auth/reset-password/request", { body: { email: "nobody-at-all@example.com" } });
    await jobsSettled(env.db);
    expect(env.smtp.messages.length).toBe(before);

    await call(app, "/api/auth/reset-password/request", { body: { email: u.email } });
    const mail = await env.smtp.next();
    expect(mail.subject).toBe("Restablezca su contraseña de ABA Atlas");
    expect(mail.text).toContain("Hola, Lucía:");
    expect(mail.text).toContain("El enlace vence en 1 hora");
  });
});

describe("the development outbox", () => {
  it("keeps messages in email_outbox when SMTP_URL is not set", async () => {
    // The outbox's send step, run by hand with services that have no SMTP_URL (this file's
    // workers have one).
    const outboxServices = testServices(env.db);
    const u = await makeUser(env.db);
    const message = resetPasswordMessage("en", u.email, u.username, `${PUBLIC_URL}/reset-password?token=abc`);
    await sendEmailJob(outboxServices, message, { attempt: 1, maxAttempts: 25 });
    const rows = await env.db.sql<{ to: string; subject: string; html: string; created_at: string }[]>`
      select "to", subject, html, created_at from email_outbox where "to" = ${u.email}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe("Reset your ABA Atlas password");
    expect(rows[0]!.html).toContain("/reset-password?token=");
  });
});
