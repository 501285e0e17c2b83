/**
 * Hearts, "Compare" and the comparison tray of a script-free page, in place (ADR 0016). Their
 * forms post as without JavaScript (the server redirects back to this page, or to the comparison
 * page when it is full); the island sends them with fetch instead, takes the new state of the
 * buttons and the tray from the page the redirect leads to, and confirms with a toast as the
 * React page does. Anything unexpected falls back to the plain form post.
 */
import { COMPARE_MAX } from "@domain/community/compare.ts";
import { ISLAND_REFRESH_HEADER } from "@domain/insights.ts";
import { islandTranslator } from "./texts.ts";
import { showToast } from "./toast.ts";

const SAVED_FORMS = 'form[action="/favorites"], form[action="/compare"]';
const t = islandTranslator();

/** A saved form's identity on the page: which control of which listing ("favorite 12"). */
function formKey(form: Element): string | null {
  const button = form.querySelector("[data-favorite], [data-compare]");
  if (!button) return null;
  return button.hasAttribute("data-favorite")
    ? `favorite ${button.getAttribute("data-favorite")}`
    : `compare ${button.getAttribute("data-compare")}`;
}

function byKey(root: ParentNode): Map<string, Element[]> {
  const found = new Map<string, Element[]>();
  for (const form of root.querySelectorAll(SAVED_FORMS)) {
    const key = formKey(form);
    if (key) found.set(key, [...(found.get(key) ?? []), form]);
  }
  return found;
}

/** The buttons and the tray as the page now stands; focus stays on the button that was pressed. */
function takeState(next: Document) {
  const focused = document.activeElement?.closest(SAVED_FORMS);
  const focusedKey = focused ? formKey(focused) : null;
  const incoming = byKey(next);
  for (const [key, forms] of byKey(document)) {
    forms.forEach((form, index) => {
      const replacement = incoming.get(key)?.[index];
      if (!replacement) return;
      const adopted = document.importNode(replacement, true);
      form.replaceWith(adopted);
      if (form === focused) adopted.querySelector<HTMLElement>("button")?.focus();
    });
  }
  const tray = document.querySelector("[data-compare-tray]");
  const nextTray = next.querySelector("[data-compare-tray]");
  const adoptedTray = nextTray ? document.importNode(nextTray, true) : null;
  if (tray && adoptedTray) tray.replaceWith(adoptedTray);
  else if (tray) tray.remove();
  else if (adoptedTray) document.getElementById("main")?.before(adoptedTray);
  // A tray button that was pressed is gone with the old tray: focus its successor's first control.
  if (focused && !focused.isConnected && !focusedKey) adoptedTray?.querySelector<HTMLElement>("a, button")?.focus();
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null) {
  const body = new FormData(form, submitter);
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
    takeState(new DOMParser().parseFromString(await response.text(), "text/html"));
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
