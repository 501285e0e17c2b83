import type { Locale } from "@domain/i18n/locale.ts";
import { aboutEn } from "./data/about.en.ts";
import { aboutEs } from "./data/about.es.ts";
import { financialAidEn } from "./data/financial-aid.en.ts";
import { financialAidEs } from "./data/financial-aid.es.ts";
import { pricingEn } from "./data/pricing.en.ts";
import { pricingEs } from "./data/pricing.es.ts";
import { privacyEn } from "./data/privacy.en.ts";
import { privacyEs } from "./data/privacy.es.ts";
import { productsEn } from "./data/products.en.ts";
import { productsEs } from "./data/products.es.ts";
import { resourcesEn } from "./data/resources.en.ts";
import { resourcesEs } from "./data/resources.es.ts";
import { termsEn } from "./data/terms.en.ts";
import { termsEs } from "./data/terms.es.ts";

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
