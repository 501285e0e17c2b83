import type { Locale } from "@domain/i18n/locale.ts";
import type { CommunityMessageCode } from "@domain/i18n/catalog.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";

/** Answers a community form redirects to a page with (?review=<code>, ?suggestion=<code>). */
const NOTICES = [
  "review_published",
  "review_updated",
  "review_check_inbox",
  "response_saved",
  "report_received",
  "suggestion_received",
] as const satisfies readonly CommunityMessageCode[];

type Notice = (typeof NOTICES)[number];

export function isCommunityNotice(value: unknown): value is Notice {
  return typeof value === "string" && (NOTICES as readonly string[]).includes(value);
}

export function noticeText(code: Notice, locale: Locale): string {
  return translate(locale, messageKey("communityMessage", code));
}
