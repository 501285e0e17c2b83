/**
 * The filters and results of a script-free listings page (the state and city pages; ADR 0016).
 * Without JavaScript the filter form is a GET form and Load More a link; with this island a
 * change applies 300 ms after the last one (spec section 9), and the new results, the map's
 * count and its providers replace the old ones in place (the address follows with
 * history.replaceState), so the form keeps its focus and the page its scroll position, as on the
 * React pages. Choosing another state opens that state's page; Near Me asks for the position.
 */
import { FILTER_FORM_ID, formQuery, keepLocationHref } from "~/components/listings/filter-values.ts";
import { MAP_CONFIG_SELECTOR, MAP_UPDATE_EVENT, type MapIslandConfig } from "~/components/map/map-island-config.ts";
import { locateVisitor } from "~/features/discovery/near-me-location.ts";
import { islandTranslator } from "./texts.ts";
import { showToast } from "./toast.ts";

const FILTER_DEBOUNCE_MS = 300;
const t = islandTranslator();
const form = document.getElementById(FILTER_FORM_ID);

let inFlight: AbortController | null = null;

/** Shows the results of `href` in place; on any failure the browser opens it as a page. */
async function showResults(href: string) {
  const results = document.querySelector<HTMLElement>("[data-results]");
  const heading = results?.querySelector<HTMLElement>("h2");
  if (!results || !heading) return window.location.assign(href);
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const shownBefore = heading.textContent;
  heading.textContent = t("state.loading");
  try {
    const response = await fetch(href, { signal: controller.signal, credentials: "same-origin" });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    const nextResults = next.querySelector("[data-results]");
    const nextHeading = nextResults?.querySelector("h2");
    if (!nextResults || !nextHeading) throw new Error("no results in the answer");
    history.replaceState(history.state, "", href);
    // The heading is the live region that announces the new count: its text changes, it stays.
    heading.textContent = nextHeading.textContent;
    for (const child of [...results.children]) if (child !== heading) child.remove();
    for (const child of [...nextResults.children]) if (child.tagName !== "H2") results.append(document.importNode(child, true));
    const count = document.querySelector("[data-map-count]");
    const nextCount = next.querySelector("[data-map-count]");
    if (count && nextCount) count.textContent = nextCount.textContent;
    const slot = document.querySelector("[data-map-island]");
    const config = next.querySelector(MAP_CONFIG_SELECTOR)?.textContent;
    if (slot && config) {
      slot.querySelector(MAP_CONFIG_SELECTOR)!.textContent = config;
      slot.dispatchEvent(new CustomEvent(MAP_UPDATE_EVENT, { detail: JSON.parse(config) as MapIslandConfig }));
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    heading.textContent = shownBefore;
    console.warn("Results could not be shown in place; opening the page.", error);
    window.location.assign(href);
  }
}

function filteredHref(filters: HTMLFormElement): string {
  const params = new URLSearchParams(formQuery(filters));
  // On the state and city pages the state is the page, not a filter.
  params.delete("state");
  const qs = params.toString();
  return qs ? `${window.location.pathname}?${qs}` : window.location.pathname;
}

function distanceText(value: number): string {
  if (value === 0) return t("filters.distanceAny");
  return value >= 150 ? t("filters.distanceAll") : t.plural("filters.within", value);
}

if (form instanceof HTMLFormElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void showResults(filteredHref(form));
  });
  form.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "state") {
      const value = target.value;
      const lat = (form.elements.namedItem("lat") as HTMLInputElement | null)?.value;
      const lng = (form.elements.namedItem("lng") as HTMLInputElement | null)?.value;
      window.location.assign(
        keepLocationHref(value === "all" ? "/" : `/${value}`, {
          lat: lat ? Number(lat) : null,
          lng: lng ? Number(lng) : null,
          state: "",
        }),
      );
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void showResults(filteredHref(form)), FILTER_DEBOUNCE_MS);
  });
  // From 1024px the filters are a sidebar without a toggle: they must be open there.
  const wide = window.matchMedia("(min-width: 64rem)");
  wide.addEventListener("change", () => {
    const folding = form.querySelector("details");
    if (wide.matches && folding) folding.open = true;
  });
  const range = form.querySelector<HTMLInputElement>('input[type="range"][name="distance"]');
  const output = range ? form.querySelector(`output[for="${range.id}"]`) : null;
  range?.addEventListener("input", () => {
    const text = distanceText(Number(range.value));
    range.setAttribute("aria-valuetext", text);
    if (output) output.textContent = text;
  });
}

// The sort select belongs to the filter form (its form attribute): a choice applies at once.
document.querySelector<HTMLSelectElement>(`select[name="sort"][form="${FILTER_FORM_ID}"]`)?.addEventListener("change", () => {
  if (form instanceof HTMLFormElement) form.requestSubmit();
});

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const more = (event.target as Element).closest<HTMLAnchorElement>("a[data-load-more]");
  if (!more) return;
  event.preventDefault();
  void showResults(more.href);
});

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-near-me]")) {
  button.addEventListener("click", () =>
    locateVisitor(t, {
      busy: (busy) => {
        button.disabled = busy;
        button.setAttribute("aria-busy", String(busy));
      },
      toast: (toast) => showToast({ ...toast, closeLabel: t("common.close") }),
      open: (href) => window.location.assign(href),
    }),
  );
}

document.documentElement.dataset.resultsIsland = "";
