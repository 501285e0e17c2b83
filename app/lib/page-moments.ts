/**
 * Two moments that heavy optional parts (the map) wait for, without a UI framework: the React
 * hook use-near-screen.ts and the script-free pages' islands share them.
 */

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;
let settledOnce = false;

/**
 * Calls `settle` once the page has loaded and the browser is idle, or the visitor first interacts
 * with it, whichever comes first (at once if that already happened in this visit). Returns a cancel.
 */
export function onPageSettled(settle: () => void): () => void {
  if (settledOnce) {
    settle();
    return () => {};
  }
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    cancel();
    settledOnce = true;
    settle();
  };
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(done, { timeout: 2000 });
    else timer = setTimeout(done, 0);
  };
  const cancel = () => {
    window.removeEventListener("load", afterLoad);
    for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, done, { once: true, passive: true, capture: true });
  return cancel;
}

/** Calls `near` once the element comes within 300px of the screen. Returns a cancel. */
export function onNearScreen(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    const frame = requestAnimationFrame(near);
    return () => cancelAnimationFrame(frame);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: "300px" },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Resolves in a task of its own: work split at these points runs as several short tasks instead
 * of one long one, so a tap in between is answered at once (and a phone's blocking time drops).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
