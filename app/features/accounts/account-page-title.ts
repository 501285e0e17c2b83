import type { MessageKey } from "~/i18n/index.tsx";

/**
 * An account page's <title> in the page's language: meta runs before the page's own data is at
 * hand, so the text comes from the root loader's messages (`fallback` when they are missing).
 */
export function accountPageTitle(
  matches: ReadonlyArray<{ data?: unknown } | undefined>,
  key: MessageKey,
  fallback: string,
): string {
  const messages = (matches[0]?.data as { messages?: Record<string, string> } | undefined)?.messages;
  return `${messages?.[key] ?? fallback} | ABA Atlas`;
}
