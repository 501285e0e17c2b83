/**
 * The newsletter signup, its only client implementation (ADR 0016): home's section, /newsletter's
 * and the footer's, on script-free pages and, loaded by the app (root.tsx), on hydrated ones.
 * Without JavaScript the form posts to /newsletter, whose page shows the answer; with this island
 * it is sent with fetch, and the field (its error) and the answer's live region take their new
 * state from that page, in place (morph keeps the elements React rendered), so the visitor stays
 * where they were. When no
 * answer came (the request failed), it falls back to the plain post. An answer it cannot read
 * (no signup in it) is never sent again: the server may have acted on it, and a second post would
 * send a second confirmation email. The live region then says what the status tells.
 */
import { morph } from "~/lib/morph.ts";
import { islandTranslator } from "./texts.ts";

const SIGNUP = 'form[action="/newsletter"]';

/** The button's text, in the text node React rendered when there is one (it stays React's). */
function setLabel(button: HTMLButtonElement, text: string) {
  const only = button.childNodes.length === 1 ? button.firstChild : null;
  if (only?.nodeType === Node.TEXT_NODE) only.nodeValue = text;
  else button.textContent = text;
}

/** The answer's field with our field's ids (they derive from the control's id; field.tsx). */
function withOurIds(field: Element, theirs: string, ours: string): Element {
  for (const el of [field, ...field.querySelectorAll("*")]) {
    for (const name of ["id", "for", "aria-describedby"]) {
      const value = el.getAttribute(name);
      if (!value) continue;
      const renamed = value
        .split(" ")
        .map((id) => (id.startsWith(theirs) ? ours + id.slice(theirs.length) : id))
        .join(" ");
      el.setAttribute(name, renamed);
    }
  }
  return field;
}

/** The request failed before any answer came: the plain post may still get through. */
class NoAnswer extends Error {}

async function send(form: HTMLFormElement, button: HTMLButtonElement | null) {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const live = form.nextElementSibling;
  if (!email?.parentElement || !live?.matches("[aria-live]"))
    throw new NoAnswer("this page's signup is not as expected");
  const response = await fetch(form.action, {
    method: "POST",
    body: new FormData(form),
    credentials: "same-origin",
  }).catch((error: unknown) => {
    throw new NoAnswer(String(error));
  });
  const next = new DOMParser().parseFromString(await response.text().catch(() => ""), "text/html");
  const nextForm = next.querySelector(SIGNUP);
  const nextEmail = nextForm?.querySelector<HTMLInputElement>('input[name="email"]');
  const nextLive = nextForm?.nextElementSibling;
  const t = islandTranslator();
  if (button) setLabel(button, t("newsletter.submit"));
  if (!nextEmail?.parentElement || !nextLive?.matches("[aria-live]")) {
    console.warn(`Newsletter: the answer (${response.status}) holds no signup; not sending it again.`);
    live.textContent = t(response.ok ? "newsletter.answerSent" : "newsletter.answerFailed");
    if (response.ok) email.value = "";
    return;
  }
  morph(email.parentElement, withOurIds(nextEmail.parentElement, nextEmail.id, email.id));
  morph(live, nextLive);
  // After an error the visitor goes back to the field; after a success it is empty again.
  if (email.getAttribute("aria-invalid") === "true") email.focus();
}

document.addEventListener("submit", (event) => {
  const form = (event.target as Element).closest<HTMLFormElement>(SIGNUP);
  if (!form || event.defaultPrevented) return;
  event.preventDefault();
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.getAttribute("aria-disabled") === "true") return;
  button?.setAttribute("aria-disabled", "true");
  if (button) setLabel(button, islandTranslator()("newsletter.sending"));
  send(form, button)
    .catch((error: unknown) => {
      // An answer came: the server may have acted on it, so it is never posted again.
      if (!(error instanceof NoAnswer)) return console.error("Newsletter: could not show the answer.", error);
      console.warn("Newsletter: no answer; posting the form.", error);
      form.submit();
    })
    .finally(() => button?.removeAttribute("aria-disabled"));
});

document.documentElement.dataset.newsletterIsland = "";
