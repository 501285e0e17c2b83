/**
 * The privacy policy, terms and about pages give the contact details the site is configured
 * with (CONTACT_EMAIL, CONTACT_ADDRESS), and, when none is, point to the contact form: never a
 * made-up address. Each page is rendered as a visitor gets it: its loader, then its component.
 */
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { es } from "@domain/i18n/es.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { parseConfig } from "@server/config.server.ts";
import * as about from "./routes/about.tsx";
import * as privacy from "./routes/privacy-policy.tsx";
import * as terms from "./routes/terms-conditions.tsx";

interface PageModule {
  loader: (args: never) => unknown;
  default: ComponentType<never>;
}

const PAGES: Record<string, PageModule> = {
  "/privacy-policy": privacy,
  "/terms-conditions": terms,
  "/about": about,
};

/** The page's HTML for a visitor in `locale`, on a site configured with `env`. */
function render(pathname: string, locale: Locale, env: Record<string, string>): string {
  const page = PAGES[pathname]!;
  const config = parseConfig(env);
  const request = new Request(`http://localhost${pathname}`, { headers: { cookie: `lang=${locale}` } });
  const loaderData = (page.loader as (args: unknown) => unknown)({ request, context: { config }, params: {} });
  const Page = page.default as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      id: "page",
      path: pathname,
      loader: () => loaderData,
      Component: () => (
        <I18nProvider locale={locale} messages={locale === "es" ? es : en}>
          <Page loaderData={loaderData} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={[pathname]} hydrationData={{ loaderData: { page: loaderData } }} />,
  );
}

const CASES = Object.keys(PAGES).flatMap((pathname) => (["en", "es"] as const).map((locale) => ({ pathname, locale })));
const CONTACT_FORM = { en: ">contact form</a>", es: ">formulario de contacto</a>" };

describe("contact details on the legal and about pages", () => {
  it.each(CASES)(
    "$pathname ($locale), nothing configured: no made-up address, the contact form instead",
    ({ pathname, locale }) => {
      const html = render(pathname, locale, {});
      expect(html).not.toMatch(/\.example\b/);
      expect(html).not.toContain("Example Way");
      expect(html).not.toContain("Springfield");
      expect(html).not.toContain("mailto:");
      // No placeholder left unfilled.
      expect(html).not.toMatch(/\{\w+\}/);
      expect(html).toContain('href="/contact"');
      expect(html).toContain(CONTACT_FORM[locale]);
    },
  );

  it.each(CASES)("$pathname ($locale), CONTACT_EMAIL and CONTACT_ADDRESS set: shows them", ({ pathname, locale }) => {
    const html = render(pathname, locale, {
      CONTACT_EMAIL: "team@abaatlas.org",
      CONTACT_ADDRESS: "12 Main St, Suite 3 | Austin, TX 78701",
    });
    expect(html).toContain('<a href="mailto:team@abaatlas.org" class="link">team@abaatlas.org</a>');
    expect(html).not.toMatch(/\.example\b/);
    expect(html).not.toContain("Example Way");
    expect(html).not.toMatch(/\{\w+\}/);
    expect(html).toContain(CONTACT_FORM[locale]);
    // The legal pages give the postal address too (the about page only says how to write).
    if (pathname !== "/about") expect(html).toContain("ABA Atlas, 12 Main St, Suite 3, Austin, TX 78701.");
  });

  it("gives the email without an address when only CONTACT_EMAIL is set", () => {
    const html = render("/privacy-policy", "en", { CONTACT_EMAIL: "team@abaatlas.org" });
    expect(html).toContain("mailto:team@abaatlas.org");
    expect(html).not.toContain("Post:");
  });
});
