/**
 * The filters and results of a script-free listings page (home, search, state and city; ADR
 * 0016). Without JavaScript the filter form is a GET form, and Load More and the page numbers are
 * links; with this island a change applies 300 ms after the last one (spec section 9), and the
 * page's changing parts (its [data-swap] elements: the results, the counts, the map's count) take
 * their new version from the fetched page in place (the address follows with
 * history.replaceState), so the form keeps its focus and the page its scroll position, as on the
 * React pages. The map takes its new providers from the fetched page's map settings. Where the
 * state select opens another page (the state and city pages, and All States on /search), it does.
 * Near Me asks for the position.
 */
import { FILTER_FORM_ID, formQuery, keepLocationHref } from "~/components/listings/filter-values.ts";
import { MAP_CONFIG_SELECTOR, MAP_UPDATE_EVENT, type MapIslandConfig } from "~/components/map/map-island-config.ts";
import { locateVisitor } from "~/features/discovery/near-me-location.ts";
import { morph } from "~/lib/morph.ts";
import { gateStateChoice } from "~/lib/state-choice.ts";
import { replayEarlyInteractions } from "./early-interactions.ts";
import { islandTranslator } from "./texts.ts";
import { showToast } from "./toast.ts";

const FILTER_DEBOUNCE_MS = 300;
/** Set while a State choice opens its page, so that page focuses its State select again. */
const FOCUS_STATE_KEY = "aba:focus-state-select";
const t = islandTranslator();
const form = document.getElementById(FILTER_FORM_ID);

let inFlight: AbortController | null = null;

/** While the new results load, a status element (the area's heading) says so; returns the undo. */
function showBusy(): () => void {
  const restore: Array<() => void> = [];
  for (const status of document.querySelectorAll<HTMLElement>("[data-swap] [data-busy-text]")) {
    const before = status.textContent;
    status.textContent = status.dataset.busyText ?? "";
    restore.push(() => (status.textContent = before));
  }
  for (const region of document.querySelectorAll<HTMLElement>("[data-swap]")) region.setAttribute("aria-busy", "true");
  return () => {
    for (const undo of restore) undo();
    for (const region of document.querySelectorAll<HTMLElement>("[data-swap]")) region.removeAttribute("aria-busy");
  };
}

/** Takes the page's changing parts from `next`; false when `next` lacks one of them. */
function takeChangingParts(next: Document): boolean {
  const parts = [...document.querySelectorAll<HTMLElement>("[data-swap]")];
  const incoming = parts.map((part) => next.querySelector(`[data-swap="${CSS.escape(part.dataset.swap ?? "")}"]`));
  if (parts.length === 0 || incoming.some((part) => !part)) return false;
  parts.forEach((part, index) => morph(part, incoming[index]!));
  document.title = next.title;
  const slot = document.querySelector("[data-map-island]");
  const config = next.querySelector(MAP_CONFIG_SELECTOR)?.textContent;
  if (slot && config) {
    slot.querySelector(MAP_CONFIG_SELECTOR)!.textContent = config;
    slot.dispatchEvent(new CustomEvent(MAP_UPDATE_EVENT, { detail: JSON.parse(config) as MapIslandConfig }));
  }
  return true;
}

/** Shows the results of `href` in place; on any failure the browser opens it as a page. */
async function showResults(href: string) {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const notBusy = showBusy();
  try {
    const response = await fetch(href, { signal: controller.signal, credentials: "same-origin" });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    history.replaceState(history.state, "", href);
    // The new version has neither the busy text nor aria-busy: a live region goes from
    // "Loading…" straight to the new count, without the old one read again in between.
    if (!takeChangingParts(next)) throw new Error("the answer lacks a part of this page");
  } catch (error) {
    if (controller.signal.aborted) return;
    notBusy();
    console.warn("Results could not be shown in place; opening the page.", error);
    window.location.assign(href);
  }
}

/** The state select's role, written on the form by FilterPanel. */
const stateOpensPages = (filters: HTMLFormElement) => filters.dataset.stateMode === "navigate";

function filteredHref(filters: HTMLFormElement): string {
  const params = new URLSearchParams(formQuery(filters));
  // On the state and city pages the state is the page, not a filter.
  if (stateOpensPages(filters)) params.delete("state");
  const qs = params.toString();
  return qs ? `${window.location.pathname}?${qs}` : window.location.pathname;
}

/** Where choosing `value` in the state select leads, or null when it just filters this page. */
function statePage(filters: HTMLFormElement, value: string): string | null {
  if (!stateOpensPages(filters)) return value === "" ? (filters.dataset.allStatesHref ?? null) : null;
  const lat = (filters.elements.namedItem("lat") as HTMLInputElement | null)?.value;
  const lng = (filters.elements.namedItem("lng") as HTMLInputElement | null)?.value;
  return keepLocationHref(value === "all" ? "/" : `/${value}`, {
    lat: lat ? Number(lat) : null,
    lng: lng ? Number(lng) : null,
    state: "",
  });
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
  const stateSelect = form.querySelector<HTMLSelectElement>('select[name="state"]');
  if (stateSelect) {
    gateStateChoice(stateSelect, {
      pageFor: (value) => statePage(form, value),
      open: (href) => {
        clearTimeout(timer);
        // The next page gives the focus back to its State select (below).
        sessionStorage.setItem(FOCUS_STATE_KEY, "1");
        window.location.assign(href);
      },
      status: form.querySelector<HTMLElement>("[data-state-pending]"),
      pendingText: (label) => t("filters.statePending", { state: label }),
    });
    if (sessionStorage.getItem(FOCUS_STATE_KEY)) {
      sessionStorage.removeItem(FOCUS_STATE_KEY);
      stateSelect.focus();
    }
  }
  // A State choice that opens a page stops at the select (gateStateChoice).
  form.addEventListener("change", () => {
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

// The sort select belongs to the filter form (its form attribute) but sits in the results, which
// a change replaces in place: a choice applies at once. Its Apply button (for pages without
// JavaScript) stays: hiding it once the island runs would move the select under the visitor.
document.addEventListener("change", (event) => {
  const sort = (event.target as Element).closest(`select[name="sort"][form="${FILTER_FORM_ID}"]`);
  if (sort && form instanceof HTMLFormElement) form.requestSubmit();
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

replayEarlyInteractions();
document.documentElement.dataset.resultsIsland = "";
