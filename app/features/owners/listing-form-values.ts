/** How the listing form's multi-choice fields are typed back: one string, values joined by newlines. */
export const MULTI_FIELDS = ["services", "insurerIds", "careSettings", "languages", "fundingAccepted"] as const;

export function splitMulti(value: string | undefined): string[] {
  return value ? value.split("\n").filter(Boolean) : [];
}
