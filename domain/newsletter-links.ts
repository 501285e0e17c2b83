/** The newsletter's emailed links: where they lead, how long they work, what they would do. */
import type { FormMessageCode } from "@domain/i18n/catalog.ts";

/** How long a confirmation link works. */
export const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

export type LinkState =
  | { status: "invalid" }
  /** The link can be used: the page shows its button. */
  | { status: "ready"; email: string }
  /** Nothing left to do (already subscribed, or already unsubscribed). */
  | { status: "done"; email: string; code: FormMessageCode };

/** "a•••@example.com": enough to recognise one's address on a page, not to read it over a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
