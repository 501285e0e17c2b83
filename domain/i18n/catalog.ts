import { en, type MessageKey } from "./en.ts";
import { es } from "./es.ts";
import { formatMessage, type MessageParams } from "./format.ts";
import type { Locale } from "./locale.ts";
import { pluralKey, type PluralBase } from "./plural.ts";

/**
 * The one message catalog per language: interface, server answers and emails. Server code
 * translates with translate(); a page gets only the namespaces it uses (pickNamespaces).
 * Browser code must not import this module (it holds every text of both languages).
 */
export type { MessageKey };
export type Messages = Readonly<Record<MessageKey, string>>;

/** A key's namespace is its first segment: "contact" for "contact.topic.general". */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/** The codes under one namespace, e.g. KeysIn<"authMessage"> = "email_taken" | ... */
type KeysIn<N extends Namespace> = MessageKey extends infer K ? (K extends `${N}.${infer Rest}` ? Rest : never) : never;

/** The answers of the account use cases ("authMessage.<code>"). */
export type AuthMessageCode = KeysIn<"authMessage">;
/** The answers of the contact form and the newsletter ("formMessage.<code>"). */
export type FormMessageCode = KeysIn<"formMessage">;
/** The answers of reviews, favorites, comparison and suggestions ("communityMessage.<code>"). */
export type CommunityMessageCode = KeysIn<"communityMessage">;

/** The answers of the provider owner use cases ("ownerMessage.<code>"). */
export type OwnerMessageCode = KeysIn<"ownerMessage">;

/** The answers of the admin catalogue use cases: insurers, products, blog ("adminCatalogueMessage.<code>"). */
export type AdminCatalogueMessageCode = KeysIn<"adminCatalogueMessage">;

const CATALOGS: Record<Locale, Messages> = { en, es };

export function messagesFor(locale: Locale): Messages {
  return CATALOGS[locale];
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function namespaceOf(key: string): string {
  return key.slice(0, key.indexOf("."));
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return formatMessage(locale, CATALOGS[locale][key], params);
}

/** A count-dependent text (domain/i18n/plural.ts) for server code; `{count}` is filled too. */
export function translatePlural(locale: Locale, base: PluralBase, count: number, params?: MessageParams): string {
  const key = pluralKey(locale, base, count, isMessageKey);
  return translate(locale, key, { count, ...params });
}

// Each route asks for the same namespaces on every request: pick them once per language.
const picked = new Map<string, Readonly<Partial<Messages>>>();

/** Every message of the given namespaces, for one page: the browser gets these and no others. */
export function pickNamespaces(locale: Locale, namespaces: Iterable<Namespace>): Readonly<Partial<Messages>> {
  const list = [...namespaces];
  const cacheKey = `${locale}:${list.join(",")}`;
  let messages = picked.get(cacheKey);
  if (!messages) {
    const wanted = new Set<string>(list);
    messages = Object.freeze(
      Object.fromEntries(Object.entries(CATALOGS[locale]).filter(([key]) => wanted.has(namespaceOf(key)))),
    );
    picked.set(cacheKey, messages);
  }
  return messages;
}
