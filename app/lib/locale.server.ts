import { LOCALE_COOKIE, resolveLocale, type Locale } from "~/i18n/config.ts";
import { readCookie } from "./cookies.ts";

/**
 * The request's language, by the same rule as the root loader: the saved `lang` cookie, else
 * the browser's Accept-Language, else English. For loaders that pick server-side content.
 */
export function requestLocale(request: Request): Locale {
  return resolveLocale(
    readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
    request.headers.get("accept-language"),
  );
}
