/**
 * Newsletter double opt-in, end to end through a real SMTP server: signup (page action and
 * API), confirmation link (GET changes nothing, the button confirms), duplicates, bad
 * addresses, the unsubscribe link (page and RFC 8058 one-click POST) and the rate limit.
 */
import { describe, expect, it } from "vitest";
import * as signupPage from "../../app/features/contact/routes/newsletter.tsx";
import * as confirmPage from "../../app/features/contact/routes/newsletter.confirm.tsx";
import * as unsubscribePage from "../../app/features/contact/routes/newsletter.unsubscribe.tsx";
import { createApp } from "../../server/http/app.server.ts";
import { jobsSettled } from "../support/jobs.ts";
import { call, formRequest, fromIp, linkFrom, pageContext, pageRequest, ORIGIN } from "./auth-support.ts";
import type { ReceivedMail } from "./auth-smtp.ts";
import { mailTestEnv } from "./mail-test-env.ts";

const PUBLIC_URL = "http://atlas.test:8080";
const env = mailTestEnv(PUBLIC_URL);

type State = {
  formError?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  notice?: string;
  done?: boolean;
};
type LinkData = {
  token: string;
  email: string;
  result: { kind: "success" | "error"; title: string; message: string } | null;
};
type DataResult<T> = { data: T; init: ResponseInit | null };

let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

async function run<T>(fn: (args: never) => unknown, request: Request, ip = nextIp()): Promise<DataResult<T>> {
  return (await fn({ request, context: pageContext(env.services, request, ip), params: {} } as never)) as DataResult<T>;
}

const CHECK_INBOX =
  "Thank you! Please check your inbox: we sent you a link to confirm your subscription. It works for 7 days.";

async function signUp(email: string, headers: Record<string, string> = {}, ip?: string) {
  return run<State>(signupPage.action, formRequest("/newsletter", { email }, { headers }), ip);
}

async function row(email: string) {
  const rows = await env.db.sql<{ is_active: boolean; listing_id: number | null }[]>`
    select is_active, listing_id from newsletter_emails where email = ${email}`;
  return rows;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

async function confirm(link: string, headers: Record<string, string> = {}) {
  const token = tokenOf(link);
  return run<{ result: NonNullable<LinkData["result"]> }>(
    confirmPage.action,
    formRequest(`/newsletter/confirm?token=${token}`, { token }, { headers }),
  );
}

/** Signs an address up and confirms it; returns the welcome email. */
async function subscribe(email: string): Promise<ReceivedMail> {
  await signUp(email);
  const mail = await env.smtp.next();
  const done = await confirm(linkFrom(mail.text, "/newsletter/confirm"));
  expect(done.data.result.message).toMatch(/^You're subscribed/);
  return env.smtp.next();
}

describe("newsletter double opt-in", () => {
  it("stores nothing until the emailed link is followed and confirmed, then sends a welcome with unsubscribe headers", async () => {
    const res = await signUp("Sam.Parent@Example.com");
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data).toEqual({ done: true, notice: CHECK_INBOX });
    expect(await row("sam.parent@example.com")).toHaveLength(0);

    const mail = await env.smtp.next();
    expect(mail.to).toEqual(["sam.parent@example.com"]);
    expect(mail.from).toBe("no-reply@atlas.test");
    expect(mail.subject).toBe("Confirm your ABA Atlas newsletter subscription");
    const link = linkFrom(mail.text, "/newsletter/confirm");
    expect(link.startsWith(`${PUBLIC_URL}/newsletter/confirm?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenOf(link);
    // Only a hash is stored.
    expect(await env.db.sql`select 1 from newsletter_tokens where token_hash = ${token}`).toHaveLength(0);
    expect(await env.db.sql`select 1 from newsletter_tokens where email = 'sam.parent@example.com'`).toHaveLength(1);

    // Opening the link shows the confirm button and changes nothing (mail scanners open links).
    const opened = await run<LinkData>(confirmPage.loader, new Request(link));
    expect(opened.data).toMatchObject({ token, email: "s•••@example.com", result: null });
    await run<LinkData>(confirmPage.loader, new Request(link));
    expect(await row("sam.parent@example.com")).toHaveLength(0);

    // The button confirms.
    const done = await confirm(link);
    expect(done.data.result).toEqual({
      kind: "success",
      title: "You're subscribed",
      message: "You're subscribed. Thank you! We sent a welcome email with a link to unsubscribe at any time.",
    });
    expect(await row("sam.parent@example.com")).toEqual([{ is_active: true, listing_id: null }]);

    const welcome = await env.smtp.next();
    expect(welcome.to).toEqual(["sam.parent@example.com"]);
    expect(welcome.subject).toBe("Welcome to the ABA Atlas newsletter");
    const unsubscribeLink = linkFrom(welcome.text, "/newsletter/unsubscribe");
    expect(welcome.text).toContain(`Unsubscribe: ${unsubscribeLink}`);
    expect(welcome.html).toContain(`href="${unsubscribeLink}"`);
    const headers = welcome.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribeLink}>`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // Confirming twice is harmless and says so; the link now opens on that answer.
    const again = await confirm(link);
    expect(again.data.result).toMatchObject({
      kind: "success",
      message: "You're already subscribed. There is nothing more to do.",
    });
    const reopened = await run<LinkData>(confirmPage.loader, new Request(link));
    expect(reopened.data.result?.title).toBe("Already subscribed");
    await jobsSettled(env.db);
    expect(
      env.smtp.messages.filter((m) => m.subject.startsWith("Welcome") && m.to[0] === "sam.parent@example.com"),
    ).toHaveLength(1);
  });

  it("answers a second signup exactly like a first one, and its link says 'already subscribed'", async () => {
    await subscribe("dup@example.com");
    const second = await signUp("DUP@example.com");
    const fresh = await signUp("never-seen@example.com");
    expect(second.data).toEqual(fresh.data);
    expect(second.data.notice).toBe(CHECK_INBOX);

    const mails = [await env.smtp.next(), await env.smtp.next()];
    const mail = mails.find((m) => m.to[0] === "dup@example.com")!;
    expect(mail.subject).toBe("Confirm your ABA Atlas newsletter subscription");
    const opened = await run<LinkData>(confirmPage.loader, new Request(linkFrom(mail.text, "/newsletter/confirm")));
    expect(opened.data.result).toMatchObject({ title: "Already subscribed" });
    const done = await confirm(linkFrom(mail.text, "/newsletter/confirm"));
    expect(done.data.result.message).toBe("You're already subscribed. There is nothing more to do.");
    expect(await row("dup@example.com")).toHaveLength(1);
  });

  it("refuses a bad address with a clear message in the user's language, keeping what was typed", async () => {
    const bad = await signUp("parent@@example");
    expect(bad.init?.status).toBe(400);
    expect(bad.data.fields).toEqual({ email: "Please enter a valid email address, like name@example.com." });
    expect(bad.data.values).toEqual({ email: "parent@@example" });
    const empty = await signUp("", { "accept-language": "es-US,es;q=0.9" });
    expect(empty.data.fields).toEqual({ email: "Este campo es obligatorio." });
    const es = await signUp("no-es-correo", { cookie: "lang=es" });
    expect(es.data.fields?.email).toBe("Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com.");
    await jobsSettled(env.db);
    expect(await env.db.sql`select 1 from newsletter_tokens where email like '%example'`).toHaveLength(0);
  });

  it("refuses an unknown, tampered or expired confirmation link", async () => {
    const unknown = await run<LinkData>(confirmPage.loader, pageRequest(`/newsletter/confirm?token=${"A".repeat(43)}`));
    expect(unknown.data.result).toMatchObject({ kind: "error", title: "This link does not work" });
    const garbage = await confirm(`${ORIGIN}/newsletter/confirm?token=nope`);
    expect(garbage.init?.status).toBe(400);
    expect(garbage.data.result.message).toMatch(/^This link is not valid/);

    await signUp("late@example.com");
    const link = linkFrom((await env.smtp.next()).text, "/newsletter/confirm");
    await env.db
      .sql`update newsletter_tokens set expires_at = now() - interval '1 minute' where email = 'late@example.com'`;
    expect((await run<LinkData>(confirmPage.loader, new Request(link))).data.result?.kind).toBe("error");
    expect((await confirm(link)).init?.status).toBe(400);
    expect(await row("late@example.com")).toHaveLength(0);
  });

  it("sends Spanish emails to a Spanish visitor", async () => {
    await signUp("familia@example.com", { cookie: "lang=es" });
    const mail = await env.smtp.next();
    expect(mail.subject).toBe("Confirme su suscripción al boletín de ABA Atlas");
    const done = await confirm(linkFrom(mail.text, "/newsletter/confirm"), { cookie: "lang=es" });
    expect(done.data.result.title).toBe("Ya está suscrito");
    const welcome = await env.smtp.next();
    expect(welcome.subject).toBe("Bienvenido al boletín de ABA Atlas");
    expect(welcome.text).toContain("Darse de baja: ");
  });
});

describe("the listing a signup came from", () => {
  it("keeps a known listing id on the subscription and ignores an unknown one", async () => {
    const [listing] = await env.db.sql<{ id: number }[]>`
      insert into listings (name, city, state, zip_code, email, services)
      values ('Signup Source ABA', 'Austin', 'TX', '78701', 'info@signup.example', '[]'::jsonb)
      returning id`;
    await run<State>(
      signupPage.action,
      formRequest("/newsletter", { email: "from-listing@example.com", listingId: String(listing!.id) }),
    );
    await confirm(linkFrom((await env.smtp.next()).text, "/newsletter/confirm"));
    await env.smtp.next();
    expect(await row("from-listing@example.com")).toEqual([{ is_active: true, listing_id: listing!.id }]);

    await run<State>(
      signupPage.action,
      formRequest("/newsletter", { email: "from-nowhere@example.com", listingId: "999999" }),
    );
    await confirm(linkFrom((await env.smtp.next()).text, "/newsletter/confirm"));
    await env.smtp.next();
    expect(await row("from-nowhere@example.com")).toEqual([{ is_active: true, listing_id: null }]);
  });
});

describe("unsubscribing", () => {
  it("shows a page on GET (nothing changes) and unsubscribes on the button's POST; again is harmless; signing up again reactivates", async () => {
    const welcome = await subscribe("leaving@example.com");
    const link = linkFrom(welcome.text, "/newsletter/unsubscribe");
    const token = tokenOf(link);

    const opened = await run<LinkData>(unsubscribePage.loader, new Request(link));
    expect(opened.data).toMatchObject({ token, email: "l•••@example.com", result: null });
    expect(await row("leaving@example.com")).toEqual([{ is_active: true, listing_id: null }]);

    const done = await run<{ result: NonNullable<LinkData["result"]> }>(
      unsubscribePage.action,
      formRequest(`/newsletter/unsubscribe?token=${token}`, { token }),
    );
    expect(done.data.result).toEqual({
      kind: "success",
      title: "You're unsubscribed",
      message: "You have been unsubscribed. You will not receive our newsletter anymore.",
    });
    expect(await row("leaving@example.com")).toEqual([{ is_active: false, listing_id: null }]);

    const again = await run<{ result: NonNullable<LinkData["result"]> }>(
      unsubscribePage.action,
      formRequest(`/newsletter/unsubscribe?token=${token}`, { token }),
    );
    expect(again.data.result.message).toBe(
      "This address is already unsubscribed. You will not receive our newsletter.",
    );
    expect((await run<LinkData>(unsubscribePage.loader, new Request(link))).data.result?.title).toBe(
      "You're unsubscribed",
    );

    // Re-subscribing reactivates the same row.
    const welcomeAgain = await subscribe("leaving@example.com");
    expect(welcomeAgain.subject).toBe("Welcome to the ABA Atlas newsletter");
    expect(await row("leaving@example.com")).toEqual([{ is_active: true, listing_id: null }]);
  });

  it("supports the RFC 8058 one-click POST from a mail provider (no Origin), on the page and the API", async () => {
    const app = createApp(env.services);
    const welcome = await subscribe("oneclick@example.com");
    const link = linkFrom(welcome.text, "/newsletter/unsubscribe");
    const token = tokenOf(link);
    const oneClick = (path: string, headers: Record<string, string> = {}) =>
      app.request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });

    // A browser's cross-site POST is still refused.
    const forged = await oneClick(`/api/newsletter/unsubscribe?token=${token}`, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await row("oneclick@example.com")).toEqual([{ is_active: true, listing_id: null }]);

    const res = await oneClick(`/api/newsletter/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: "newsletter_unsubscribed" });
    expect(await row("oneclick@example.com")).toEqual([{ is_active: false, listing_id: null }]);

    // Other pages still refuse an origin-less POST.
    expect((await oneClick("/api/newsletter")).status).toBe(403);

    // The page address in List-Unsubscribe takes the same one-click body (token in the address).
    await subscribe("oneclick@example.com");
    const page = await run<{ result: NonNullable<LinkData["result"]> }>(
      unsubscribePage.action,
      new Request(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(page.data.result.title).toBe("You're unsubscribed");
    expect(await row("oneclick@example.com")).toEqual([{ is_active: false, listing_id: null }]);
  });
});

describe("/api/newsletter", () => {
  it("signs up, confirms and unsubscribes with JSON", async () => {
    const app = createApp(env.services);
    const res = await call(app, "/api/newsletter", { body: { email: "api@example.com", listingId: "not-a-number" } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ code: "newsletter_check_inbox", message: CHECK_INBOX });
    const token = tokenOf(linkFrom((await env.smtp.next()).text, "/newsletter/confirm"));

    const confirmed = await call(app, "/api/newsletter/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ code: "newsletter_subscribed" });
    const again = await call(app, "/api/newsletter/confirm", { body: { token } });
    expect(await again.json()).toMatchObject({ code: "newsletter_already_subscribed" });

    const unsubscribeToken = tokenOf(linkFrom((await env.smtp.next()).text, "/newsletter/unsubscribe"));
    const gone = await call(app, "/api/newsletter/unsubscribe", { body: { token: unsubscribeToken } });
    expect(await gone.json()).toMatchObject({ code: "newsletter_unsubscribed" });
    expect(await row("api@example.com")).toEqual([{ is_active: false, listing_id: null }]);
  });

  it("answers errors in the common shape", async () => {
    const app = createApp(env.services);
    const bad = await call(app, "/api/newsletter", { body: { email: "nope" }, headers: { "accept-language": "es" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Corrija los campos señalados.",
        fields: { email: "Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com." },
      },
    });
    const link = await call(app, "/api/newsletter/confirm", { body: { token: "x" } });
    expect(link.status).toBe(400);
    expect((await link.json()) as unknown).toMatchObject({ error: { code: "newsletter_link_invalid" } });
    const notJson = await app.request(`${ORIGIN}/api/newsletter`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("allows 10 signups per hour from one IP address, then answers 429", async () => {
    const app = createApp(env.services);
    const client = fromIp("198.51.100.77");
    for (let i = 0; i < 10; i++) {
      const res = await call(app, "/api/newsletter", { body: { email: `flood${i}@example.com` } }, client);
      expect(res.status).toBe(202);
    }
    const blocked = await call(app, "/api/newsletter", { body: { email: "flood10@example.com" } }, client);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await blocked.json()).toEqual({
      error: { code: "rate_limited", message: "Too many attempts, try again in 60 minutes." },
    });
    const page = await signUp("flood11@example.com", {}, "198.51.100.78");
    expect(page.data.done).toBe(true);
  });

  it("sends at most 3 confirmation emails per address per hour, answering the same", async () => {
    await jobsSettled(env.db);
    const before = env.smtp.messages.length;
    for (let i = 0; i < 5; i++) {
      const res = await signUp("target@example.com");
      expect(res.data.notice).toBe(CHECK_INBOX);
    }
    await jobsSettled(env.db);
    await new Promise((r) => setTimeout(r, 500));
    expect(env.smtp.messages.slice(before).filter((m) => m.to[0] === "target@example.com")).toHaveLength(3);
  });
});
