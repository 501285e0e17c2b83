import type { MessageKey, Messages } from "./catalog.ts";
import { formatMessage, type MessageParams } from "./format.ts";
import type { Locale } from "./locale.ts";
import { pluralKey, type PluralBase } from "./plural.ts";

export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The form of a count-dependent text for `count` (plural.ts); `{count}` is filled too. */
  plural(base: PluralBase, count: number, params?: MessageParams): string;
}

/** The messages a page received: the shell's (root loader) and its route's namespaces. */
export type PageMessages = Partial<Messages>;

/** A translator over the messages a page received (React's provider and the script-free islands share it). */
export function createTranslator(locale: Locale, messages: PageMessages): Translate {
  const t = (key: MessageKey, params?: MessageParams) => {
    const template = messages[key];
    if (template === undefined) {
      // A namespace the route did not declare; tests/e2e and the namespace test catch these.
      if (import.meta.env?.DEV) console.error(`i18n: "${key}" is not among this page's messages`);
      return key;
    }
    return formatMessage(locale, template, params);
  };
  const has = (key: string) => Object.hasOwn(messages, key);
  return Object.assign(t, {
    plural: (base: PluralBase, count: number, params?: MessageParams) =>
      t(pluralKey(locale, base, count, has), { count, ...params }),
  });
}
