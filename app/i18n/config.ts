export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LANGUAGES: ReadonlyArray<{ code: Locale; name: string; flag: string }> = [
  { code: "en", name: "English", flag: "🇺🇸" },
  { code: "es", name: "Español", flag: "🇪🇸" },
];

export const LOCALE_COOKIE = "lang";

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
