import type { Locale } from "@domain/i18n/locale.ts";
import { createTranslator, type PageMessages, type Translate } from "@domain/i18n/translator.ts";
import { ISLAND_TEXTS_SELECTOR } from "./entries.ts";

/** The translator of an island's texts, which the page carries as JSON (root.tsx). */
export function islandTranslator(): Translate {
  const texts = JSON.parse(document.querySelector(ISLAND_TEXTS_SELECTOR)?.textContent ?? "{}") as {
    locale?: Locale;
    messages?: PageMessages;
  };
  return createTranslator(texts.locale ?? "en", texts.messages ?? {});
}
