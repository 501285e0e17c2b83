/** The site's languages and how a request picks one. Shared by the pages, the API and the emails. */
import { readCookie } from "../cookies.ts";

const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, for the language switcher. */
export const LANGUAGES: ReadonlyArray<{ code: Locale; name: string; flag: string }> = [
  { code: "en", name: "English", flag: "🇺🇸" },
  { code: "es", name: "Español", flag: "🇪🇸" },
];

export const LOCALE_COOKIE = "lang";

/** The regional tag for Intl number and date formatting (the site serves the United States). */
export function intlLocale(locale: Locale): "en-US" | "es-US" {
  return locale === "es" ? "es-US" : "en-US";
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Spec section 4: the saved preference, else the browser language prefix if supported,
 * else English. The server sees the saved preference as a cookie and the browser's as
 * Accept-Language, so the first HTML is already in the right language.
 */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
        return { prefix: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .filter((e) => e.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { prefix } of ranked) if (isLocale(prefix)) return prefix;
  }
  return DEFAULT_LOCALE;
}

/** The request's language by resolveLocale: the `lang` cookie, else Accept-Language, else English. */
export function localeFromRequest(request: Request): Locale {
  return resolveLocale(
    readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
    request.headers.get("accept-language"),
  );
}
