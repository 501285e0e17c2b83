import { formatMessage } from "@domain/i18n/format.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { SiteContact } from "@domain/site-contact.ts";
import type { ContactPhrases } from "./data/contact.ts";
import { contactEn } from "./data/contact.en.ts";
import { contactEs } from "./data/contact.es.ts";

const PHRASES: Record<Locale, ContactPhrases> = { en: contactEn, es: contactEs };
const PLACEHOLDER = /\{(contactUs|postalAddress)\}/g;

/**
 * The content with {contactUs} and {postalAddress} (data/contact.ts) filled in from the configured
 * contact details: the email address and postal address when set, otherwise the contact form and
 * no address. Every string of the content is filled; nothing else is changed.
 */
export function fillContact<T>(content: T, contact: Pick<SiteContact, "email" | "address">, locale: Locale): T {
  const phrases = PHRASES[locale];
  const values = {
    contactUs: contact.email
      ? formatMessage(locale, phrases.contactUs.email, { email: `[${contact.email}](mailto:${contact.email})` })
      : phrases.contactUs.form,
    postalAddress:
      contact.address.length > 0
        ? formatMessage(locale, phrases.postalAddress, { address: contact.address.join(", ").replace(/\.$/, "") })
        : "",
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return value.replace(PLACEHOLDER, (_, name: keyof typeof values) => values[name]);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(content) as T;
}
