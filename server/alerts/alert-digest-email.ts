/**
 * The alert digest (issue 29): one email per address and day, in the subscriber's language,
 * naming each provider (name, city, why it matched) with a link to its page, a link to /alerts
 * and a one-click unsubscribe link, with the List-Unsubscribe and List-Unsubscribe-Post headers
 * (RFC 2369, RFC 8058). Plain links only: no tracking pixel, no redirect through us.
 */
import { escapeHtml } from "@domain/html.ts";
import { translate, translatePlural, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { AlertReason } from "@domain/search-alerts.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import type { AlertLinks } from "./alert-tokens.server.ts";

export interface DigestListing {
  id: number;
  name: string;
  city: string;
  state: string;
  reason: AlertReason;
  weeks: number | null;
}

/** Why a listing is in the digest, in words. */
export function reasonText(locale: Locale, listing: Pick<DigestListing, "reason" | "weeks">): string {
  if (listing.reason === "waitlist" && listing.weeks !== null)
    return translatePlural(locale, "alertEmail.reason.waitlist", listing.weeks);
  return translate(locale, `alertEmail.reason.${listing.reason === "waitlist" ? "accepting" : listing.reason}`);
}

export function alertDigestMessage(
  digest: { email: string; locale: Locale },
  listings: readonly DigestListing[],
  links: AlertLinks,
  siteUrl: string,
): EmailMessage {
  const { locale } = digest;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const lines = listings.map((l) => ({
    title: t("alertEmail.listing", { name: l.name, city: l.city, state: l.state }),
    reason: reasonText(locale, l),
    url: `${siteUrl}/listings/${l.id}`,
  }));
  const manage = t("alertEmail.manage", { url: links.manage });
  const unsubscribe = t("alertEmail.unsubscribe");
  const text = [
    t("email.greetingAnonymous"),
    "",
    t("alertEmail.intro"),
    "",
    ...lines.flatMap((l) => [`- ${l.title}: ${l.reason}`, `  ${l.url}`]),
    "",
    t("alertEmail.why"),
    manage,
    "",
    t("email.footer"),
    "",
    `${unsubscribe}: ${links.unsubscribe}`,
    "",
  ].join("\n");
  const p = (body: string, style = "margin:0 0 16px") => `<p style="${style}">${body}</p>`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    p(escapeHtml(t("email.greetingAnonymous"))),
    p(escapeHtml(t("alertEmail.intro"))),
    `<ul style="margin:0 0 16px;padding-left:20px">`,
    ...lines.map(
      (l) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#b42318;font-weight:600">${escapeHtml(l.title)}</a>: ${escapeHtml(l.reason)}</li>`,
    ),
    `</ul>`,
    p(escapeHtml(t("alertEmail.why"))),
    p(`<a href="${escapeHtml(links.manage)}" style="color:#b42318">${escapeHtml(t("alertEmail.manageLabel"))}</a>`),
    p(escapeHtml(t("email.footer")), "margin:24px 0 0;font-size:14px;color:#555"),
    p(
      `<a href="${escapeHtml(links.unsubscribe)}" style="color:#555">${escapeHtml(unsubscribe)}</a>`,
      "margin:8px 0 0;font-size:14px;color:#555",
    ),
    `</body></html>`,
  ].join("");
  return {
    to: digest.email,
    subject: translatePlural(locale, "alertEmail.subject", listings.length),
    text,
    html,
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
