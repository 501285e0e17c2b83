/** "Suggest an edit" (beyond the spec): the fields a visitor may propose a change to. */
export const SUGGESTION_FIELDS = ["phone", "address", "hours", "website", "services", "insurers", "closed"] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

export const SUGGESTION_LIMITS = { valueMax: 300, noteMax: 1000, listMax: 30 } as const;

export function isSuggestionField(value: unknown): value is SuggestionField {
  return typeof value === "string" && (SUGGESTION_FIELDS as readonly string[]).includes(value);
}
