import type { AppLoadContext } from "react-router";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { fillContact } from "./fill-contact.ts";
import { pageContent, type ContentPage } from "./load.server.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";

/**
 * What every content page's loader returns: the request's language, the page's content in
 * that language only (with the configured contact details: fill-contact.ts), its meta text and
 * its canonical address.
 */
export function contentPageData<P extends ContentPage>(
  page: P,
  request: Request,
  context: Pick<AppLoadContext, "config">,
  pathname: string,
) {
  const locale: Locale = localeFromRequest(request);
  const content = fillContact(pageContent(page, locale), context.config.siteContact, locale);
  return { locale, content, meta: content.meta, canonical: canonicalUrl(context, pathname) };
}
