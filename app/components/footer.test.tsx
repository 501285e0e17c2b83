import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { parseConfig } from "@server/config.server.ts";
import { Footer } from "./footer.tsx";

/** The footer as a page renders it, with the root loader's data built from this environment. */
function footer(env: Record<string, string>, demoData = true): string {
  const { siteContact } = parseConfig(env);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteContact }),
      Component: () => (
        <I18nProvider locale="en" messages={en}>
          <Footer demoData={demoData} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { siteContact } } }} />,
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe("the footer's contact details and social links", () => {
  it("shows none that is not configured: no made-up address, no *.example links, no empty list", () => {
    const html = footer({});
    expect(hrefs(html).filter((href) => /\.example\b/.test(href))).toEqual([]);
    expect(html).not.toContain("Follow Us");
    expect(html).not.toContain('id="footer-social"');
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain("Example Way");
    // People can still reach the team: through the contact form.
    expect(html).toMatch(/<address[^]*href="\/contact"[^]*<\/address>/);
    // Named apart from the quick links' "Contact Us", so each link's name is unique on the page.
    expect(html.match(/>Contact Us</g)).toHaveLength(1);
    expect(html).toContain("Write to us with the contact form");
  });

  it("shows the configured email, postal address and social accounts", () => {
    const html = footer({
      CONTACT_EMAIL: "team@abaatlas.org",
      CONTACT_ADDRESS: "12 Main St, Suite 3 | Austin, TX 78701",
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/abaatlas",
      SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@abaatlas",
    });
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        "mailto:team@abaatlas.org",
        "https://www.facebook.com/abaatlas",
        "https://www.youtube.com/@abaatlas",
      ]),
    );
    expect(html).toContain("12 Main St, Suite 3");
    expect(html).toContain("Austin, TX 78701");
    expect(html).toContain("Follow Us");
    expect(html).toContain('aria-label="ABA Atlas on Facebook"');
    expect(html).not.toContain("Instagram");
    expect(html).not.toContain("LinkedIn");
  });
});
