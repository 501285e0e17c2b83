/**
 * The /contact form's action, run as React Router runs it, with mail delivered to a real SMTP
 * server: valid (stored and mailed with Reply-To), invalid (field messages, values kept),
 * honeypot (nothing stored or sent) and the per-IP rate limit (429 and a message).
 */
import { describe, expect, it } from "vitest";
import * as contactPage from "../../app/features/contact/routes/contact.tsx";
import { jobsSettled } from "../support/jobs.ts";
import { CONTACT_INBOX } from "../../domain/contact-inbox.ts";
import { formRequest, runRoute, type RouteFunction, pageRequest } from "./auth-support.ts";
import { mailTestEnv } from "./mail-test-env.ts";

const env = mailTestEnv("http://atlas.test:8080");

type DataResult = {
  data: { formError?: string; fields?: Record<string, string>; values?: Record<string, string> };
  init: ResponseInit | null;
};

const run = (fn: RouteFunction, request: Request, ip: string) => runRoute<DataResult>(env.services, fn, request, ip);

const VALID = {
  name: "Maria Lopez",
  email: "maria.lopez@example.com",
  topic: "listing",
  message: "Hello, the phone number on the Bright Steps listing is out of date. The new one is 555-0100.",
  website: "",
};

async function storedCount(): Promise<number> {
  const [row] = await env.db.sql<{ n: number }[]>`select count(*)::int as n from contact_messages`;
  return row!.n;
}

describe("/contact", () => {
  it("renders in both languages, with the topics and the 24-hour promise", async () => {
    const en = (await run(contactPage.loader, pageRequest("/contact"), "198.51.100.1")) as unknown as {
      meta: { title: string };
      topics: string[];
      sent: boolean;
    };
    expect(en.meta.title).toBe("Contact us");
    expect(en.topics).toEqual(["general", "listing", "claim", "billing", "accessibility", "privacy", "other"]);
    expect(en.sent).toBe(false);
    const es = (await run(
      contactPage.loader,
      pageRequest("/contact?sent=1", { headers: { "accept-language": "es-MX,es;q=0.9" } }),
      "198.51.100.1",
    )) as unknown as { meta: { title: string }; sent: boolean };
    expect(es.meta.title).toBe("Contáctenos");
    expect(es.sent).toBe(true);
  });

  it("stores a valid message and mails it to the site's inbox with Reply-To set to the visitor", async () => {
    const before = await storedCount();
    const res = await run(contactPage.action, formRequest("/contact", VALID), "198.51.100.10");
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("location")).toBe("/contact?sent=1");

    const rows = await env.db.sql<
      {
        name: string;
        email: string;
        topic: string;
        message: string;
        locale: string;
        ip: string;
        handled_at: Date | null;
      }[]
    >`select name, email, topic, message, locale, ip, handled_at from contact_messages order by id desc limit 1`;
    expect(await storedCount()).toBe(before + 1);
    expect(rows[0]).toEqual({
      name: VALID.name,
      email: VALID.email,
      topic: "listing",
      message: VALID.message,
      locale: "en",
      ip: "198.51.100.10",
      handled_at: null,
    });

    const mail = await env.smtp.next();
    expect(mail.to).toEqual([CONTACT_INBOX]);
    expect(mail.from).toBe("no-reply@atlas.test");
    expect(mail.raw).toMatch(/^Reply-To: maria\.lopez@example\.com\r?$/im);
    expect(mail.subject).toBe("[Contact] A listing: Maria Lopez");
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain("From: Maria Lopez <maria.lopez@example.com>");
    expect(mail.html).toContain("Maria Lopez &lt;maria.lopez@example.com&gt;");
  });

  it("escapes what the visitor typed in the HTML mail and keeps a Spanish visitor's language", async () => {
    const res = await run(
      contactPage.action,
      formRequest(
        "/contact",
        { ...VALID, name: "Ana <b>Ruiz</b>", message: "<script>alert(1)</script> ¿Atienden en Miami?" },
        { headers: { cookie: "lang=es" } },
      ),
      "198.51.100.11",
    );
    expect((res as Response).status).toBe(302);
    const mail = await env.smtp.next();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.text).toContain("Language: Spanish (es)");
    const [row] = await env.db.sql<{ locale: string }[]>`select locale from contact_messages order by id desc limit 1`;
    expect(row!.locale).toBe("es");
  });

  it("explains each invalid field in the user's language and keeps what was typed", async () => {
    const before = await storedCount();
    const typed = { name: "  ", email: "maria@", topic: "lottery", message: "Hi", website: "" };
    const res = (await run(contactPage.action, formRequest("/contact", typed), "198.51.100.12")) as DataResult;
    expect(res.init?.status).toBe(400);
    expect(res.data.formError).toBe("Please correct the highlighted fields.");
    expect(res.data.fields).toEqual({
      name: "This field is required.",
      email: "Please enter a valid email address, like name@example.com.",
      topic: "Please choose a topic from the list.",
      message: "Please write at least 10 characters so we can help.",
    });
    expect(res.data.values).toEqual({ name: "  ", email: "maria@", topic: "lottery", message: "Hi" });

    const es = (await run(
      contactPage.action,
      formRequest("/contact", { ...VALID, email: "" }, { headers: { "accept-language": "es" } }),
      "198.51.100.12",
    )) as DataResult;
    expect(es.init?.status).toBe(400);
    expect(es.data.formError).toBe("Corrija los campos señalados.");
    expect(es.data.fields).toEqual({ email: "Este campo es obligatorio." });
    expect(es.data.values?.message).toBe(VALID.message);

    const long = (await run(
      contactPage.action,
      formRequest("/contact", { ...VALID, name: "x".repeat(101), message: "y".repeat(5001) }),
      "198.51.100.12",
    )) as DataResult;
    expect(long.data.fields).toEqual({
      name: "Use at most 100 characters.",
      message: "Please keep your message under 5000 characters.",
    });

    await jobsSettled(env.db);
    expect(await storedCount()).toBe(before);
  });

  it("lets a filled honeypot 'succeed' without storing or sending anything", async () => {
    await jobsSettled(env.db);
    const before = await storedCount();
    const mailsBefore = env.smtp.messages.length;
    const res = await run(
      contactPage.action,
      formRequest("/contact", { ...VALID, website: "https://cheap-pills.example" }),
      "198.51.100.13",
    );
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("location")).toBe("/contact?sent=1");
    await jobsSettled(env.db);
    await new Promise((r) => setTimeout(r, 300));
    expect(await storedCount()).toBe(before);
    expect(env.smtp.messages.length).toBe(mailsBefore);
  });

  it("allows 5 messages per hour from one IP address, then answers 429 with a translated message", async () => {
    const ip = "198.51.100.14";
    for (let i = 0; i < 5; i++) {
      const res = await run(contactPage.action, formRequest("/contact", VALID), ip);
      expect((res as Response).status).toBe(302);
    }
    await jobsSettled(env.db);
    const before = await storedCount();
    const blocked = (await run(contactPage.action, formRequest("/contact", VALID), ip)) as DataResult;
    expect(blocked.init?.status).toBe(429);
    expect(new Headers(blocked.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(blocked.data.formError).toBe("Too many attempts, try again in 60 minutes.");
    expect(blocked.data.values?.message).toBe(VALID.message);
    expect(await storedCount()).toBe(before);

    const es = (await run(
      contactPage.action,
      formRequest("/contact", VALID, { headers: { "accept-language": "es" } }),
      ip,
    )) as DataResult;
    expect(es.init?.status).toBe(429);
    expect(es.data.formError).toBe("Demasiados intentos, inténtelo de nuevo en 60 minutos.");

    // Another address is not affected.
    const other = await run(contactPage.action, formRequest("/contact", VALID), "198.51.100.15");
    expect((other as Response).status).toBe(302);
  });
});
