import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { es } from "@domain/i18n/es.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { FilterValues } from "~/components/listings/filter-values.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { KeptMarkupProvider, keptMarkupStore, type KeptMarkupStore } from "~/components/kept-markup.tsx";
import { ScriptFreeLinks } from "~/components/link.tsx";
import { FilterPanel, type FilterPanelProps } from "./filter-panel.tsx";

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

describe("the filter panel's kept markup (script-free pages)", () => {
  const INSURERS = [
    { name: "aetna", displayName: "Aetna" },
    { name: "cigna", displayName: "Cigna" },
  ];
  const base: FilterPanelProps = {
    action: "/search",
    values,
    insurances: INSURERS,
    stateMode: "filter",
    clearHref: "/search",
  };

  /** The page as entry.server renders a script-free one, with the store or without. */
  function page(locale: Locale, props: FilterPanelProps, store: KeptMarkupStore | null): string {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <I18nProvider locale={locale} messages={locale === "en" ? en : es}>
            <ScriptFreeLinks scriptFree>
              <FilterPanel {...props} />
            </ScriptFreeLinks>
          </I18nProvider>
        ),
      },
    ]);
    const stub = <Stub initialEntries={[props.action]} />;
    return renderToString(store ? <KeptMarkupProvider store={store}>{stub}</KeptMarkupProvider> : stub);
  }

  /** What may differ: React's text separators, which only hydration reads, and the ids' prefix. */
  const comparable = (html: string) => html.replaceAll("<!-- -->", "").replace(/_(?:listing-filters-)?R_\w+_/g, "(id)");

  // Each choice changed on its own, in both languages and both state modes, through one store:
  // a choice the key missed would come back as another request's markup.
  const variants: Array<[string, FilterPanelProps]> = [
    ["defaults", base],
    ["distance", { ...base, values: { ...values, distance: 25 } }],
    ["services", { ...base, values: { ...values, services: ["ABA Therapy"] } }],
    ["state", { ...base, values: { ...values, state: "TX" } }],
    ["state page", { ...base, stateMode: "navigate", values: { ...values, state: "TX" }, clearHref: "/texas" }],
    ["insurers ticked", { ...base, values: { ...values, insurances: ["cigna"] } }],
    ["insurers offered", { ...base, insurances: INSURERS.slice(1) }],
    ["tiers", { ...base, values: { ...values, tiers: ["premium"] } }],
    ["rating", { ...base, values: { ...values, rating: 4.5 } }],
    ["accepting", { ...base, values: { ...values, accepting: true } }],
    ["start", { ...base, values: { ...values, startWithin: "4" } }],
    ["age", { ...base, values: { ...values, age: 6 } }],
    ["settings", { ...base, values: { ...values, settings: ["telehealth"] } }],
    ["languages", { ...base, values: { ...values, languages: ["es"] } }],
    ["funding", { ...base, values: { ...values, funding: [] } }],
    ["provider kind", { ...base, values: { ...values, providerKind: "organization" } }],
    ["clear link", { ...base, clearHref: "/search?lat=30.2&lng=-97.7" }],
    ["search box", { ...base, values: { ...values, query: "austin", lat: 30.2, lng: -97.7 } }],
  ];

  it("is the panel React renders, for every choice, in both languages, kept or reused", () => {
    // Every variant changes the markup (else it would test nothing).
    expect(new Set(variants.map(([, props]) => comparable(page("en", props, null)))).size).toBe(variants.length);
    const store = keptMarkupStore(renderToStaticMarkup);
    for (const round of ["first", "again"])
      for (const locale of ["en", "es"] as const)
        for (const [name, props] of variants) {
          const kept = page(locale, props, store);
          expect(kept, `${round} ${locale} ${name}: kept`).toContain('id="_listing-filters-R_');
          expect(comparable(kept), `${round} ${locale} ${name}`).toBe(comparable(page(locale, props, null)));
        }
  });

  it("is shared by pages that differ only in their address, search text or location", () => {
    let renders = 0;
    const store = keptMarkupStore((node, options) => {
      renders++;
      return renderToStaticMarkup(node, options);
    });
    const cityPage = (city: string): FilterPanelProps => ({
      ...base,
      action: `/texas/${city}`,
      stateMode: "navigate",
      values: { ...values, state: "TX" },
      clearHref: `/texas/${city}`,
    });
    for (const props of [cityPage("houston"), cityPage("austin"), cityPage("el-paso")]) page("en", props, store);
    page("en", { ...base, values: { ...values, query: "austin", lat: 30.2, lng: -97.7 } }, store);
    page(
      "en",
      { ...base, values: { ...values, query: "78701", sort: "rating" }, clearHref: "/search?query=78701" },
      store,
    );
    expect(renders).toBe(2); // the state pages' fields, and the search page's
  });

  it("keeps only the most recently used fragments", () => {
    const renders: string[] = [];
    const store = keptMarkupStore((node) => {
      renders.push(renderToStaticMarkup(node));
      return renders.at(-1)!;
    }, 2);
    const scope = {};
    const fragment = (key: string) => store.markup(scope, key, "p-", () => <b>{key}</b>);
    expect([fragment("a"), fragment("b"), fragment("a"), fragment("c"), fragment("a"), fragment("b")]).toEqual([
      "<b>a</b>",
      "<b>b</b>",
      "<b>a</b>",
      "<b>c</b>",
      "<b>a</b>",
      "<b>b</b>",
    ]);
    // a, b, c rendered; a was used before c came, so b left; b is rendered again.
    expect(renders).toEqual(["<b>a</b>", "<b>b</b>", "<b>c</b>", "<b>b</b>"]);
    expect(store.markup({}, "a", "p-", () => <i>other scope</i>)).toBe("<i>other scope</i>");
  });
});
