import { useEffect, useState } from "react";
import { onPageSettled, pageHasSettled } from "~/lib/page-moments.ts";

/**
 * False until the page has loaded and the browser is idle, or the visitor first interacts with
 * it, whichever comes first; then true for the rest of the visit (client navigations included).
 * Heavy optional parts (the map) wait for it, so they neither delay the first paint nor run
 * inside hydration's tasks on a phone.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageHasSettled);
  useEffect(() => {
    if (settled) return;
    return onPageSettled(() => setSettled(true));
  }, [settled]);
  return settled;
}
