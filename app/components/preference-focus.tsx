import { createContext, useContext, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";
import type { PreferenceFocus, PreferencePlace } from "~/lib/preference-focus.ts";

const PreferenceFocusContext = createContext<PreferenceFocus | null>(null);

/** The switch used before this page load (read from the one-time cookie by the root loader). */
export function PreferenceFocusProvider({ value, children }: { value: PreferenceFocus | null; children: ReactNode }) {
  return <PreferenceFocusContext.Provider value={value}>{children}</PreferenceFocusContext.Provider>;
}

/**
 * Whether the language or theme switch at this place is the one just used, so its button takes
 * focus on the page that comes back (an `autofocus` in the HTML: it works without JavaScript).
 * Only in the first HTML: once React runs, the switches go through fetchers and keep focus.
 */
export function usePreferenceFocus(kind: PreferenceFocus["kind"], place: PreferencePlace | undefined): boolean {
  const focus = useContext(PreferenceFocusContext);
  const hydrated = useHydrated();
  return !hydrated && place !== undefined && focus?.kind === kind && focus.place === place;
}

/** Whether a switch in the phone menu was used: the menu opens again around it. */
export function usePreferenceFocusInMenu(): boolean {
  const focus = useContext(PreferenceFocusContext);
  const hydrated = useHydrated();
  return !hydrated && focus?.place === "menu";
}
