import type { Locale } from "./config.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import type { Messages } from "./index.tsx";

/** The catalog for a locale; the browser receives only this one, through the root loader. */
export function messagesFor(locale: Locale): Messages {
  return locale === "es" ? es : en;
}
