import { SUGGESTION_LIMITS, isSuggestionField, type SuggestionField } from "../../domain/community/suggestions.ts";
import { FieldProblems, isEmailAddress, oneLine, text } from "../community/input.ts";

export interface SuggestionValues {
  field: SuggestionField;
  value: string | string[] | boolean;
  note: string | null;
  email: string | null;
}

/** "Service A, Service B" as a list: trimmed, empty parts and repeats dropped. */
function listOf(raw: string): string[] {
  const items = raw
    .split(/[,\n;]+/)
    .map(oneLine)
    .filter(Boolean);
  return [...new Set(items)];
}

/** A proposed correction checked field by field: a 10-digit phone, an http(s) website, a list... */
export function parseSuggestion(
  values: unknown,
): { ok: true; value: SuggestionValues } | { ok: false; problems: FieldProblems } {
  const problems = new FieldProblems();
  const field = text(values, "field");
  const raw = text(values, "value").trim();
  let value: string | string[] | boolean = raw;
  if (!isSuggestionField(field)) problems.add("field", "field_required");
  else if (field === "closed") value = true;
  else if (!raw) problems.add("value", "value_required");
  else if (raw.length > SUGGESTION_LIMITS.valueMax) problems.add("value", "value_long");
  else if (field === "phone") {
    const digits = raw.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    if (digits.length !== 10) problems.add("value", "phone_invalid");
    else value = digits;
  } else if (field === "website") {
    try {
      const url = new URL(raw);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
      value = url.toString();
    } catch {
      problems.add("value", "website_invalid");
    }
  } else if (field === "services" || field === "insurers") {
    const items = listOf(raw).slice(0, SUGGESTION_LIMITS.listMax);
    if (items.length === 0) problems.add("value", "list_required");
    else value = items;
  } else value = oneLine(raw);
  const note = text(values, "note").trim();
  if (note.length > SUGGESTION_LIMITS.noteMax) problems.add("note", "note_long");
  const email = text(values, "email").trim().toLowerCase();
  if (email && !isEmailAddress(email)) problems.add("email", "email_invalid");
  if (!problems.empty || !isSuggestionField(field)) return { ok: false, problems };
  return { ok: true, value: { field, value, note: note || null, email: email || null } };
}
