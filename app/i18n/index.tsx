import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { MessageKey, Namespace } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { createTranslator, type PageMessages, type Translate } from "@domain/i18n/translator.ts";

export type { MessageKey, Namespace };
export { createTranslator, type PageMessages, type Translate };

/** A route module's `handle`: the catalog namespaces its components use, besides the shell's. */
export interface I18nHandle {
  i18n: readonly Namespace[];
}

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;

/** Merged catalogs by the catalogs they were merged from, in order (see matchedMessages). */
interface Merge {
  merged?: PageMessages;
  next?: WeakMap<PageMessages, Merge>;
}
const merges = new WeakMap<PageMessages, Merge>();
const NO_MESSAGES: PageMessages = Object.freeze({});

/**
 * Every message the matched routes sent: the root loader's `messages` and each route loader's
 * `i18n`. Client navigation brings the next route's messages with its loader data. The server's
 * loaders send the same catalog objects on every request (pickNamespaces), so the merge is made
 * once per combination and shared, frozen: a page asks for it several times.
 */
export function matchedMessages(matches: ReadonlyArray<MatchLike>): PageMessages {
  const parts: PageMessages[] = [];
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { messages?: PageMessages; i18n?: PageMessages } | null;
    if (data?.messages) parts.push(data.messages);
    if (data?.i18n) parts.push(data.i18n);
  }
  let level = merges;
  let merge: Merge | undefined;
  for (const part of parts) {
    merge = level.get(part);
    if (!merge) level.set(part, (merge = {}));
    level = merge.next ??= new WeakMap();
  }
  if (!merge) return NO_MESSAGES;
  return (merge.merged ??= Object.freeze(Object.assign({}, ...parts)));
}

interface I18nValue {
  locale: Locale;
  /** What `t` reads: the same frozen object for every request of one page kind (matchedMessages). */
  messages: PageMessages;
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
  const value = useMemo(() => ({ locale, messages, t: createTranslator(locale, messages) }), [locale, messages]);
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
