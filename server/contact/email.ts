import type { Locale } from "../auth/locale.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import { escapeHtml } from "../email/templates.ts";
import { CONTACT_INBOX } from "./inbox.ts";

const TOPIC_NAMES: Record<string, string> = {
  general: "General question",
  listing: "A listing",
  claim: "Claiming a listing",
  billing: "Billing and plans",
  accessibility: "Accessibility",
  privacy: "Privacy and my data",
  other: "Something else",
};

export interface ContactMail {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: Locale;
  createdAt: Date;
}

/**
 * The message for the site's inbox (read by the team, so in English; the visitor's language is
 * named). Reply-To is the visitor's address alone (validated), never a display name they typed.
 */
export function contactInboxMessage(m: ContactMail): EmailMessage {
  const topic = TOPIC_NAMES[m.topic] ?? m.topic;
  const language = m.locale === "es" ? "Spanish (es)" : "English (en)";
  const details: [string, string][] = [
    ["From", `${m.name} <${m.email}>`],
    ["Topic", topic],
    ["Language", language],
    ["Received", m.createdAt.toISOString()],
    ["Reference", `contact_messages #${m.id}`],
  ];
  const text = [
    `New message from the ABA Atlas contact form.`,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    m.message,
    "",
    `Reply to this email to answer ${m.name} (we promise a reply typically within 24 hours).`,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    `<p style="margin:0 0 16px">New message from the ABA Atlas contact form.</p>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">`,
    ...details.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
    ),
    `</table>`,
    `<div style="white-space:pre-wrap;border-left:4px solid #d1d5db;padding:8px 12px;margin:0 0 16px">${escapeHtml(m.message)}</div>`,
    `<p style="margin:0;font-size:14px;color:#555">Reply to this email to answer ${escapeHtml(m.name)} (we promise a reply typically within 24 hours).</p>`,
    `</body></html>`,
  ].join("");
  return {
    to: CONTACT_INBOX,
    subject: `[Contact] ${topic}: ${m.name}`,
    text,
    html,
    replyTo: m.email,
  };
}
