import type { Locale } from "../../domain/i18n/locale.ts";
import type { EmailMessage } from "./mailer.server.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import { escapeHtml } from "@domain/html.ts";

export interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  footer: string;
  /** A small unsubscribe line under the footer (newsletter mail), e.g. "Unsubscribe: {url}". */
  unsubscribe?: { url: string; label: string };
}

export function render(to: string, parts: Parts): EmailMessage {
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p, i) => (i === 0 && parts.link ? [p, "", parts.link.url, ""] : [p, ""])),
    parts.footer,
    ...(parts.unsubscribe ? ["", `${parts.unsubscribe.label}: ${parts.unsubscribe.url}`] : []),
    "",
  ].join("\n");
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = parts.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;padding:12px 20px;background:#b42318;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(parts.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeHtml(parts.link.url)}</p>`
    : "";
  const [first = "", ...rest] = parts.paragraphs;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    para(parts.greeting),
    para(first),
    button,
    ...rest.map(para),
    `<p style="margin:24px 0 0;font-size:14px;color:#555">${escapeHtml(parts.footer)}</p>`,
    parts.unsubscribe
      ? `<p style="margin:8px 0 0;font-size:14px;color:#555"><a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#555">${escapeHtml(parts.unsubscribe.label)}</a></p>`
      : "",
    `</body></html>`,
  ].join("");
  return { to, subject: parts.subject, text, html };
}

/** Emails that carry a button to a link, and notices that do not. */
type LinkEmail = "verify" | "resetPassword" | "newsletterConfirm" | "registerAttempt";
type NoticeEmail = "passwordChanged" | "newsletterWelcome";

type EmailTexts = {
  locale: Locale;
  /** Who the greeting names; without one the greeting is anonymous ("Hello,"). */
  name?: string;
  params?: Record<string, string>;
} & ({ kind: LinkEmail; url: string } | { kind: NoticeEmail; url?: undefined });

/** An email's parts from the catalog: "email.<kind>.subject", ".intro", ".note", and ".button" for a link. */
export function catalogParts(texts: EmailTexts): Parts {
  const { locale, kind, name, params } = texts;
  const text = (key: MessageKey) => translate(locale, key, params);
  return {
    subject: text(`email.${kind}.subject`),
    greeting: name === undefined ? text("email.greetingAnonymous") : translate(locale, "email.greeting", { name }),
    paragraphs: [text(`email.${kind}.intro`), text(`email.${kind}.note`)],
    link: texts.url === undefined ? undefined : { url: texts.url, label: text(`email.${texts.kind}.button`) },
    footer: text("email.footer"),
  };
}

export function verifyEmailMessage(locale: Locale, to: string, name: string, url: string): EmailMessage {
  return render(to, catalogParts({ locale, kind: "verify", name, url }));
}

/** To an address's owner when someone registers with it: no account was made; sign in or reset. */
export function registerAttemptMessage(
  locale: Locale,
  to: string,
  name: string,
  urls: { signIn: string; reset: string },
): EmailMessage {
  return render(
    to,
    catalogParts({ locale, kind: "registerAttempt", name, url: urls.signIn, params: { resetUrl: urls.reset } }),
  );
}

export function resetPasswordMessage(locale: Locale, to: string, name: string, url: string): EmailMessage {
  return render(to, catalogParts({ locale, kind: "resetPassword", name, url }));
}

export function passwordChangedMessage(locale: Locale, to: string, name: string, resetUrl: string): EmailMessage {
  return render(to, catalogParts({ locale, kind: "passwordChanged", name, params: { resetUrl } }));
}
