import { matchedMessages, type MessageKey } from "~/i18n/index.tsx";

/**
 * An account page's <title> in the page's language: meta runs before the page's own data is at
 * hand, so the text comes from the matched routes' messages (`fallback` when they are missing).
 */
export function accountPageTitle(
  matches: ReadonlyArray<{ data?: unknown } | undefined>,
  key: MessageKey,
  fallback: string,
): string {
  return `${matchedMessages(matches)[key] ?? fallback} | ABA Atlas`;
}
