import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { es } from "@domain/i18n/es.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { FilterValues } from "~/components/listings/filter-values.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { FilterPanel } from "./filter-panel.tsx";

const values: FilterValues = {
  query: "",
  lat: null,
  lng: null,
  distance: 0,
  services: [],
  state: "",
  insurances: [],
  tiers: [],
  rating: 0,
  accepting: false,
  startWithin: "",
  age: null,
  settings: [],
  languages: [],
  funding: ["medicaid", "waiver"],
  providerKind: "",
  sort: "",
};

/** The panel as the server renders it: the same markup the script-free (island) pages send. */
function panel(locale: Locale): string {
  const Stub = createRoutesStub([
    {
      path: "/texas",
      Component: () => (
        <I18nProvider locale={locale} messages={locale === "en" ? en : es}>
          <FilterPanel action="/texas" values={values} insurances={[]} stateMode="navigate" clearHref="/texas" />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/texas"]} />);
}

/** The fieldset holding the named checkboxes. */
const fieldsetOf = (html: string, name: string) =>
  html.match(
    new RegExp(`<fieldset[^>]*>(?:(?!</fieldset>)[^])*name="${name}"(?:(?!</fieldset>)[^])*</fieldset>`),
  )?.[0] ?? "";

describe("the funding filter", () => {
  // Ticked sources match either one: tests/integration/listings-search.test.ts, funding=medicaid,waiver.
  it.each([
    ["en", "Funding accepted", "Shows providers that accept any of the ticked options."],
    ["es", "Financiamiento aceptado", "Muestra los proveedores que aceptan cualquiera de las opciones marcadas."],
  ] as const)("says under its legend that ticked options match any of them (%s)", (locale, legend, hint) => {
    const group = fieldsetOf(panel(locale), "funding");
    expect(group).toContain(`<legend class="mb-2 text-sm font-semibold">${legend}</legend>`);
    expect(group).toMatch(/^<fieldset [^>]*aria-describedby="filter-funding-hint"/);
    expect(group).toContain(`<p id="filter-funding-hint" class="-mt-2 mb-1 text-sm text-fg-muted">${hint}</p>`);
    expect(group.match(/checked=""/g)).toHaveLength(2);
  });
});
