/**
 * The newsletter signup on a page without React (ADR 0016): home's section and the footer's.
 * Without JavaScript the form posts to /newsletter, whose page shows the answer; with this island
 * it is sent with fetch, and the field (its error) and the answer's live region take their new
 * state from that page, so the visitor stays where they were, as with React's fetcher. Anything
 * unexpected falls back to the plain post.
 */
import { morph } from "~/lib/morph.ts";
import { islandTranslator } from "./texts.ts";

const SIGNUP = 'form[action="/newsletter"]';
const t = islandTranslator();

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

async function send(form: HTMLFormElement, button: HTMLButtonElement | null) {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const live = form.nextElementSibling;
  const response = await fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin" });
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  const nextForm = next.querySelector(SIGNUP);
  const nextEmail = nextForm?.querySelector<HTMLInputElement>('input[name="email"]');
  const nextLive = nextForm?.nextElementSibling;
  if (
    !email?.parentElement ||
    !nextEmail?.parentElement ||
    !live?.matches("[aria-live]") ||
    !nextLive?.matches("[aria-live]")
  )
    throw new Error("the answer holds no signup");
  morph(email.parentElement, withOurIds(nextEmail.parentElement, nextEmail.id, email.id));
  morph(live, nextLive);
  if (button) button.textContent = t("newsletter.submit");
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
  if (button) button.textContent = t("newsletter.sending");
  send(form, button)
    .catch((error: unknown) => {
      console.warn("Newsletter: could not answer in place; posting the form.", error);
      form.submit();
    })
    .finally(() => button?.removeAttribute("aria-disabled"));
});

document.documentElement.dataset.newsletterIsland = "";
