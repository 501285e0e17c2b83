import type { Locale } from "@domain/i18n/locale.ts";
import { aboutEn } from "./about.en.ts";
import { aboutEs } from "./about.es.ts";
import { financialAidEn } from "./financial-aid.en.ts";
import { financialAidEs } from "./financial-aid.es.ts";
import { pricingEn } from "./pricing.en.ts";
import { pricingEs } from "./pricing.es.ts";
import { privacyEn } from "./privacy.en.ts";
import { privacyEs } from "./privacy.es.ts";
import { productsEn } from "./products.en.ts";
import { productsEs } from "./products.es.ts";
import { resourcesEn } from "./resources.en.ts";
import { resourcesEs } from "./resources.es.ts";
import { termsEn } from "./terms.en.ts";
import { termsEs } from "./terms.es.ts";

/**
 * Long page content by page and language. Only loaders import this (a .server module never
 * reaches the browser bundle), so a visitor receives one language, inside the loader data.
 */
const CONTENT = {
  about: { en: aboutEn, es: aboutEs },
  pricing: { en: pricingEn, es: pricingEs },
  resources: { en: resourcesEn, es: resourcesEs },
  financialAid: { en: financialAidEn, es: financialAidEs },
  products: { en: productsEn, es: productsEs },
  privacy: { en: privacyEn, es: privacyEs },
  terms: { en: termsEn, es: termsEs },
} as const;

export type ContentPage = keyof typeof CONTENT;

export function pageContent<P extends ContentPage>(page: P, locale: Locale): (typeof CONTENT)[P]["en"] {
  return CONTENT[page][locale];
}
