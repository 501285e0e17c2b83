import type { MessageKey } from "./en.ts";
import type { Locale } from "./locale.ts";
import { usPluralCategory } from "./us-format.ts";

/**
 * A text that depends on a number ("1 provider", "2 providers") is a group of keys,
 * `<base>.one` and `<base>.other`, in both catalogs; the language's plural rules
 * (CLDR's, written out in us-format.ts without Intl) pick the form. A category a catalog has no key for (Spanish
 * "many", used for exact millions) falls back to `other`.
 */
type Bases<K> = K extends `${infer B}.other` ? (`${B}.one` extends MessageKey ? B : never) : never;
export type PluralBase = Bases<MessageKey>;

/** The key of `base` for this count; `has` says whether the catalog at hand holds a key. */
export function pluralKey(locale: Locale, base: PluralBase, count: number, has: (key: string) => boolean): MessageKey {
  const key = `${base}.${usPluralCategory(locale, count)}`;
  return (has(key) ? key : `${base}.other`) as MessageKey;
}
