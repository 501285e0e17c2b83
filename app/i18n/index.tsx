import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "./config.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
export type Messages = Record<MessageKey, string>;
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/** Replaces {name} placeholders; numbers are formatted for the locale. */
export function formatMessage(locale: Locale, template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(locale === "es" ? "es-US" : "en-US") : value;
  });
}

export function createTranslator(locale: Locale, messages: Messages): Translate {
  return (key, params) => formatMessage(locale, messages[key] ?? key, params);
}

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside I18nProvider");
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
