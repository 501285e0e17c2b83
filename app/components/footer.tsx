import { Info, Mail, MapPin } from "~/components/icons.tsx";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/link.tsx";
import type { SiteContact } from "@domain/site-contact.ts";
import { FOOTER_SERVICE_LINKS } from "@domain/services.ts";
import { type MessageKey, useT } from "~/i18n/index.tsx";
import { LogoMark } from "./logo.tsx";
import { NewsletterSignup, usePageHasNewsletter } from "./newsletter/newsletter-signup.tsx";
import { serviceLabel, serviceSearchHref } from "./service-label.ts";

/** Spec 2: Add Your Listing and Pricing Plans both go to /add-listing. */
const QUICK_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: "/", label: "footer.home" },
  { to: "/search", label: "footer.search" },
  { to: "/about", label: "footer.aboutUs" },
  { to: "/freshness", label: "footer.freshness" },
  { to: "/add-listing", label: "footer.addListing" },
  { to: "/add-listing", label: "footer.pricing" },
  { to: "/blog", label: "footer.blog" },
  { to: "/contact", label: "footer.contact" },
];

const linkClasses =
  "inline-block rounded py-2 leading-6 text-fg-muted underline-offset-4 hover:text-fg hover:underline sm:py-1.5";
const headingClasses = "text-sm font-semibold tracking-wide text-fg uppercase";

const NO_CONTACT: SiteContact = { email: null, address: [], social: [] };

/** The configured contact details and social links (root loader); none when not configured. */
function useSiteContact(): SiteContact {
  const root = useRouteLoaderData("root") as { siteContact?: SiteContact } | undefined;
  return root?.siteContact ?? NO_CONTACT;
}

export function Footer({ demoData }: { demoData: boolean }) {
  const t = useT();
  const contact = useSiteContact();
  const pageHasNewsletter = usePageHasNewsletter();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      {demoData ? (
        <div className="border-b border-border bg-warning-soft">
          <p className="page-container flex items-start gap-2 py-3 font-medium text-warning">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong className="font-bold">{t("footer.demoDataLabel")}:</strong> {t("footer.demoData")}
            </span>
          </p>
        </div>
      ) : null}
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <p className="flex items-center gap-2.5 text-lg font-bold text-fg">
            <LogoMark />
            {t("site.name")}
          </p>
          <p className="max-w-sm text-fg-muted">{t("footer.about")}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClasses}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 flex flex-col">
            {QUICK_LINKS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className={linkClasses}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClasses}>
            {t("footer.categories")}
          </h2>
          <ul className="mt-3 flex flex-col">
            {FOOTER_SERVICE_LINKS.map((service) => (
              <li key={service}>
                <Link to={serviceSearchHref(service)} className={linkClasses}>
                  {serviceLabel(t, service)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 flex flex-col gap-8 sm:flex-row lg:col-span-1 lg:flex-col">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={headingClasses}>
              {t("footer.contactHeading")}
            </h2>
            <address className="mt-3 flex flex-col gap-2 text-fg-muted not-italic">
              {contact.address.length > 0 ? (
                <span className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>
                    {t("site.name")}
                    {contact.address.map((line) => (
                      <span key={line}>
                        <br />
                        {line}
                      </span>
                    ))}
                  </span>
                </span>
              ) : null}
              {contact.email ? (
                <span className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  <span className="sr-only">{t("footer.email")}: </span>
                  <a href={`mailto:${contact.email}`} className="link break-all">
                    {contact.email}
                  </a>
                </span>
              ) : (
                <span className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  <Link to="/contact" className="link">
                    {t("footer.contactForm")}
                  </Link>
                </span>
              )}
              <span className="text-sm">{t("footer.responseTime")}</span>
            </address>
          </section>
          {contact.social.length > 0 ? (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={headingClasses}>
                {t("footer.social")}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-x-4">
                {contact.social.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer me"
                      aria-label={t("footer.socialLink", { network: link.network })}
                      className={linkClasses}
                    >
                      {link.network}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      {/* One signup per page: home and /newsletter have their own. */}
      {pageHasNewsletter ? null : (
        <div className="border-t border-border">
          <NewsletterSignup variant="footer" className="page-container py-8" />
        </div>
      )}
      <div className="border-t border-border">
        <div className="page-container flex flex-col gap-2 py-5 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: String(year) })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <Link to="/privacy-policy" className={linkClasses}>
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to="/terms-conditions" className={linkClasses}>
                  {t("footer.terms")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
