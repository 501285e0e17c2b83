/**
 * Hearts, "Compare" and the comparison tray, in place: the only client implementation, loaded by
 * script-free pages (handle.islands) and by the hydrated app (root.tsx) alike (ADR 0016). Their
 * forms post as without JavaScript (the server redirects back to this page, or to the comparison
 * page when it is full); the island sends them with fetch instead, takes the new state of the
 * buttons and the tray from the page the redirect leads to, and confirms with a toast. Anything
 * unexpected falls back to the plain form post.
 *
 * On a hydrated page React rendered these widgets, so the island changes only what React does not
 * reconcile: the buttons' attributes and fields (their state; the icons follow aria-pressed in
 * CSS), and the children of the tray's host, which React renders once. It then tells the app
 * (SAVED_CHANGED_EVENT), which loads its data again.
 */
import { COMPARE_MAX } from "@domain/community/compare.ts";
import { ISLAND_REFRESH_HEADER } from "@domain/insights.ts";
import { SAVED_CHANGED_EVENT } from "./entries.ts";
import { islandTranslator } from "./texts.ts";
import { showToast } from "./toast.ts";

const SAVED_FORMS = 'form[action="/favorites"], form[action="/compare"]';
const TRAY_HOST = "[data-compare-tray-host]";
/** The fields that carry a button's state: what pressing it next would ask. */
const STATE_FIELDS = 'input[name="on"], input[name="intent"]';

/** A saved form's identity on the page: which control of which listing ("favorite 12"). */
function formKey(form: Element): string | null {
  const button = form.querySelector("[data-favorite], [data-compare]");
  if (!button) return null;
  return button.hasAttribute("data-favorite")
    ? `favorite ${button.getAttribute("data-favorite")}`
    : `compare ${button.getAttribute("data-compare")}`;
}

function byKey(root: ParentNode): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const form of root.querySelectorAll(SAVED_FORMS)) {
    const key = formKey(form);
    if (key && !found.has(key)) found.set(key, form);
  }
  return found;
}

/** Sets a button's state: aria-pressed and the field that says what the next press asks. */
function setPressed(form: Element, on: boolean) {
  form.querySelector("button")?.setAttribute("aria-pressed", String(on));
  const field = form.querySelector<HTMLInputElement>(STATE_FIELDS);
  if (field?.name === "on") field.value = on ? "0" : "1";
  else if (field) field.value = on ? "remove" : "add";
}

/** What the pressed button asked for, when the answer page does not show it (a removed favorite). */
function asked(key: string | null, body: FormData): boolean | null {
  if (!key) return null;
  if (key.startsWith("favorite ")) return body.get("on") === "1";
  const intent = body.get("intent");
  return intent === "add" ? true : intent === "remove" ? false : null;
}

/** The buttons and the tray as the page now stands. */
function takeState(next: Document, pressedKey: string | null, body: FormData) {
  const incoming = byKey(next);
  for (const form of document.querySelectorAll(SAVED_FORMS)) {
    const key = formKey(form);
    if (!key) continue;
    const state = incoming.get(key)?.querySelector("button")?.getAttribute("aria-pressed");
    const on = state ? state === "true" : key === pressedKey ? asked(key, body) : null;
    if (on !== null) setPressed(form, on);
  }
  const host = document.querySelector(TRAY_HOST);
  if (!host) return;
  const focused = host.contains(document.activeElement);
  const nextTray = next.querySelector(`${TRAY_HOST} [data-compare-tray]`);
  host.replaceChildren(...(nextTray ? [document.importNode(nextTray, true)] : []));
  // A tray button that was pressed is gone with the old tray: focus its successor's first control.
  if (focused) host.querySelector<HTMLElement>("a, button")?.focus();
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null) {
  const t = islandTranslator();
  const body = new FormData(form, submitter);
  // The tray is rendered once per document: it comes back to the page shown now.
  if (form.closest(TRAY_HOST) && body.has("returnTo")) body.set("returnTo", location.pathname + location.search);
  form.setAttribute("aria-busy", "true");
  try {
    // The header follows the redirect: the page read back is not counted as a visit to it.
    const response = await fetch(form.action, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { [ISLAND_REFRESH_HEADER]: "saved" },
    });
    const landed = new URL(response.url);
    if (!response.ok || landed.origin !== window.location.origin) throw new Error(`answered ${response.status}`);
    if (landed.pathname === "/compare" && landed.searchParams.has("full")) {
      showToast({
        title: t("saved.compareLimitTitle"),
        description: t("saved.compareFull", { max: COMPARE_MAX }),
        variant: "error",
        closeLabel: t("common.close"),
      });
      return;
    }
    takeState(new DOMParser().parseFromString(await response.text(), "text/html"), formKey(form), body);
    document.dispatchEvent(new CustomEvent(SAVED_CHANGED_EVENT));
    if (form.getAttribute("action") === "/favorites") {
      showToast({
        title: t(body.get("on") === "1" ? "saved.added" : "saved.removed"),
        variant: "success",
        closeLabel: t("common.close"),
      });
    }
  } catch (error) {
    // The plain post still works: the server answers with the page, as without JavaScript.
    console.warn("Saving in place failed; posting the form instead.", error);
    form.submit();
  } finally {
    form.removeAttribute("aria-busy");
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(SAVED_FORMS) || event.defaultPrevented) return;
  event.preventDefault();
  void send(form, event.submitter);
});
// Ready: a heart pressed from now on is saved in place.
document.documentElement.dataset.savedIsland = "";
