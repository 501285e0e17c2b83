/** The site's languages, as the server sees them (the same rule as app/i18n/config.ts). */
export type Locale = "en" | "es";

export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "es";
}

/** Saved preference (the lang cookie), else the best supported Accept-Language prefix, else English. */
export function localeFromRequest(request: Request): Locale {
  const cookie = request.headers.get("cookie") ?? "";
  const saved = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  if (isLocale(saved)) return saved;
  const ranked = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { prefix: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { prefix } of ranked) if (isLocale(prefix)) return prefix;
  return "en";
}
