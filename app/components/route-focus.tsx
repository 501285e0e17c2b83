import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** A field someone may be typing in: a navigation it started in place must not take the caret away. */
function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement) || element === document.body) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return true;
  return (
    element instanceof HTMLInputElement && !["button", "submit", "reset", "checkbox", "radio"].includes(element.type)
  );
}

/**
 * Client navigations are announced (WCAG 4.1.3, 2.4.3; audit issue 30, item 16): when a
 * navigation has brought another page (its path changed), focus moves to that page's h1, or to
 * its <main> without one, so a screen reader reads the new page's heading and the next Tab goes
 * on from the top of its content. A change of the query alone (filters, sorting, paging) leaves
 * focus where it is, as does a replace navigation from a field being typed in (a search box that
 * updates the address); an address with a #fragment focuses that element instead.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === "REPLACE" && isTyping(document.activeElement)) return;
    const main = document.getElementById("main");
    const fragment = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = fragment ?? main?.querySelector("h1") ?? document.querySelector("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) {
      target.setAttribute("tabindex", "-1");
      // A heading is no control: it takes focus to be read and to start from, without a ring.
      target.classList.add("focus:outline-none");
    }
    target.focus({ preventScroll: !fragment });
  }, [pathname, hash, navigationType]);
  return null;
}
