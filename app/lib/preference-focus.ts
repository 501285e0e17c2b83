/**
 * Which language or theme switch was used, carried across the plain form's redirect (audit issue
 * 30, item 21): /preferences sets a one-time cookie naming it, the next page's root loader reads
 * and clears it, and that switch's button is rendered with `autofocus`, so keyboard and screen
 * reader users are back on the control they pressed instead of at the top of a reloaded page.
 */
export const PREFERENCE_FOCUS_COOKIE = "pref_focus";

/** Where a switch sits: the desktop header, the phone header bar, the phone menu. */
const PREFERENCE_PLACES = ["header", "bar", "menu"] as const;
export type PreferencePlace = (typeof PREFERENCE_PLACES)[number];

export interface PreferenceFocus {
  kind: "lang" | "theme";
  place: PreferencePlace;
}

const isPlace = (value: unknown): value is PreferencePlace =>
  typeof value === "string" && (PREFERENCE_PLACES as readonly string[]).includes(value);

/** The cookie's value for a switch, or null for an unknown place. */
export function preferenceFocusValue(kind: PreferenceFocus["kind"], place: unknown): string | null {
  return isPlace(place) ? `${kind}.${place}` : null;
}

/** The switch named by the cookie's value, or null. */
export function parsePreferenceFocus(value: string | undefined): PreferenceFocus | null {
  const [kind, place] = (value ?? "").split(".");
  if ((kind !== "lang" && kind !== "theme") || !isPlace(place)) return null;
  return { kind, place };
}

/** Short-lived: it only has to survive the redirect. */
export function preferenceFocusCookie(value: string | null, secure: boolean): string {
  return `${PREFERENCE_FOCUS_COOKIE}=${value ?? ""}; Path=/; Max-Age=${value ? 60 : 0}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
