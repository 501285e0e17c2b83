import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";

const render = (items: Crumb[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale="en" messages={en}>
        <Breadcrumbs items={items} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe("Breadcrumbs", () => {
  it("links Home and the crumbs with an address, marks the last as the current page", () => {
    const html = render([{ label: "Texas", href: "/texas" }, { label: "Austin", href: null }, { label: "Bright ABA" }]);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/texas"[^>]*>Texas<\/a>/);
    expect(html).toContain("<li>Austin</li>");
    expect(html).toContain('<span aria-current="page">Bright ABA</span>');
    expect(html.match(/css-icon-chevron-right/g)).toHaveLength(3);
  });
});
