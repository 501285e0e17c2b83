import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { MessageKey, Messages, Namespace } from "@domain/i18n/catalog.ts";
import { formatMessage, type MessageParams } from "@domain/i18n/format.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { pluralKey, type PluralBase } from "@domain/i18n/plural.ts";

export type { MessageKey, Namespace };
type TranslateParams = MessageParams;
export interface Translate {
  (key: MessageKey, params?: TranslateParams): string;
  /** The form of a count-dependent text for `count` (domain/i18n/plural.ts); `{count}` is filled too. */
  plural(base: PluralBase, count: number, params?: TranslateParams): string;
}

/** The messages a page received: the shell's (root loader) and its route's namespaces. */
export type PageMessages = Partial<Messages>;

/** A route module's `handle`: the catalog namespaces its components use, besides the shell's. */
export interface I18nHandle {
  i18n: readonly Namespace[];
}

export function createTranslator(locale: Locale, messages: PageMessages): Translate {
  const t = (key: MessageKey, params?: TranslateParams) => {
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
    plural: (base: PluralBase, count: number, params?: TranslateParams) =>
      t(pluralKey(locale, base, count, has), { count, ...params }),
  });
}

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;

/**
 * Every message the matched routes sent: the root loader's `messages` and each route loader's
 * `i18n`. Client navigation brings the next route's messages with its loader data.
 */
export function matchedMessages(matches: ReadonlyArray<MatchLike>): PageMessages {
  const merged: PageMessages = {};
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { messages?: PageMessages; i18n?: PageMessages } | null;
    Object.assign(merged, data?.messages, data?.i18n);
  }
  return merged;
}

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The provider for the page being shown: the messages of every matched route. */
export function RouteI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const matches = useMatches();
  const messages = useMemo(() => matchedMessages(matches), [matches]);
  return (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside I18nProvider");
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
