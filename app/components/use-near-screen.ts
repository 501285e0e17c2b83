import { useEffect, useRef, useState } from "react";
import { onNearScreen } from "~/lib/page-moments.ts";

/** Whether the element has come within 300px of the screen (once true, stays true): heavy parts such as a map load then. */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    return onNearScreen(el, () => setNear(true));
  }, [near]);
  return [ref, near] as const;
}
