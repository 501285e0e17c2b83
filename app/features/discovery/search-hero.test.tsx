import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { I18nProvider } from "~/i18n/index.tsx";
import { SearchHero, locationFromSearch } from "./search-hero.tsx";

function render(url: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale="en" messages={en}>
        <SearchHero />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const hidden = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]);

describe("SearchHero", () => {
  it("is a GET form to /search with the query box and no location without one", () => {
    const html = render("/");
    const form = html.match(/<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input id="hero-query"[^>]*name="query"/);
    expect(hidden(html)).toEqual([]);
  });

  it("carries the address's lat/lng as hidden fields inside the form, and fills in the query", () => {
    const html = render("/?lat=30.26720&lng=-97.74310&distance=35&query=aba");
    expect(hidden(html)).toEqual([
      ["lat", "30.26720"],
      ["lng", "-97.74310"],
    ]);
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    expect(form).toContain('name="lat"');
    expect(form).toMatch(/name="query"[^>]*value="aba"/);
  });

  it("leaves out a location that is partial, malformed or out of range", () => {
    for (const url of [
      "/?lat=30.2",
      "/?lng=-97.7",
      "/?lat=abc&lng=-97.7",
      "/?lat=91&lng=0",
      "/?lat=10&lng=-180.5",
      "/?lat=1e1&lng=2",
    ]) {
      expect(hidden(render(url)), url).toEqual([]);
    }
  });
});

describe("locationFromSearch", () => {
  it("keeps the values as written when both are in range", () => {
    expect(locationFromSearch(new URLSearchParams("lat=-90&lng=180"))).toEqual({ lat: "-90", lng: "180" });
    expect(locationFromSearch(new URLSearchParams("lat= 40.7 &lng=-74.0"))).toEqual({ lat: "40.7", lng: "-74.0" });
    expect(locationFromSearch(new URLSearchParams("lat=&lng="))).toBeNull();
  });
});
