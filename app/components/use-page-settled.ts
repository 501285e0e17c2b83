import { useEffect, useState } from "react";

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;
let settledOnce = false;

/**
 * False until the page has loaded and the browser is idle, or the visitor first interacts with
 * it, whichever comes first; then true for the rest of the visit (client navigations included).
 * Heavy optional parts (the map) wait for it, so they neither delay the first paint nor run
 * inside hydration's tasks on a phone.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(settledOnce);
  useEffect(() => {
    if (settled) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      settledOnce = true;
      setSettled(true);
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(settle, { timeout: 2000 });
      else timer = setTimeout(settle, 0);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    for (const type of INTERACTIONS) window.addEventListener(type, settle, { once: true, passive: true, capture: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      for (const type of INTERACTIONS) window.removeEventListener(type, settle, { capture: true });
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [settled]);
  return settled;
}
