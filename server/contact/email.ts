import type { Locale } from "../../domain/i18n/locale.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import { isMessageKey, translate, type MessageKey } from "@domain/i18n/catalog.ts";
import { escapeHtml } from "@domain/html.ts";
import { CONTACT_INBOX } from "../../domain/contact-inbox.ts";

// The team reads the inbox in English, whatever the visitor's language.
const INBOX_LOCALE: Locale = "en";
const inboxText = (key: MessageKey, params?: Record<string, string>) => translate(INBOX_LOCALE, key, params);

function topicName(topic: string): string {
  const key = `email.contactInbox.topic.${topic}`;
  return isMessageKey(key) ? inboxText(key) : topic;
}

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
  const topic = topicName(m.topic);
  const replyHint = inboxText("email.contactInbox.replyHint", { name: m.name });
  const details: [string, string][] = [
    [inboxText("email.contactInbox.from"), `${m.name} <${m.email}>`],
    [inboxText("email.contactInbox.topic"), topic],
    [inboxText("email.contactInbox.language"), inboxText(`email.contactInbox.language.${m.locale}`)],
    [inboxText("email.contactInbox.received"), m.createdAt.toISOString()],
    [inboxText("email.contactInbox.reference"), `contact_messages #${m.id}`],
  ];
  const text = [
    inboxText("email.contactInbox.intro"),
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    m.message,
    "",
    replyHint,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    `<p style="margin:0 0 16px">${escapeHtml(inboxText("email.contactInbox.intro"))}</p>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">`,
    ...details.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
    ),
    `</table>`,
    `<div style="white-space:pre-wrap;border-left:4px solid #d1d5db;padding:8px 12px;margin:0 0 16px">${escapeHtml(m.message)}</div>`,
    `<p style="margin:0;font-size:14px;color:#555">${escapeHtml(replyHint)}</p>`,
    `</body></html>`,
  ].join("");
  return {
    to: CONTACT_INBOX,
    subject: inboxText("email.contactInbox.subject", { topic, name: m.name }),
    text,
    html,
    replyTo: m.email,
  };
}
