import { SUGGESTION_LIMITS, isSuggestionField, type SuggestionField } from "../../domain/community/suggestions.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { SERVICES, type Service } from "@domain/services.ts";
import { FieldProblems, isEmailAddress, oneLine, text } from "../community/input.ts";
import type { Result } from "@domain/result.ts";

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

/** Each service by its value or its label in either language, in lower case ("terapia aba"). */
const SERVICE_BY_NAME = new Map<string, Service>(
  SERVICES.flatMap((s) =>
    [s, translate("en", `service.${s}`), translate("es", `service.${s}`)].map((n) => [n.toLowerCase(), s]),
  ),
);

/** The listing forms' service a typed name means, or null when it names none of them. */
export function serviceNamed(name: string): Service | null {
  return SERVICE_BY_NAME.get(oneLine(name).toLowerCase()) ?? null;
}

/** A proposed correction checked field by field: a 10-digit phone, an http(s) website, a list... */
export function parseSuggestion(values: unknown): Result<SuggestionValues, FieldProblems> {
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
  } else if (field === "services") {
    // Only the services the listing forms offer, as they spell them: a listing shows nothing else.
    const named = listOf(raw).map(serviceNamed);
    if (named.length === 0) problems.add("value", "list_required");
    else if (named.includes(null)) problems.add("value", "service_unknown");
    else value = [...new Set(named as Service[])];
  } else if (field === "insurers") {
    const items = listOf(raw).slice(0, SUGGESTION_LIMITS.listMax);
    if (items.length === 0) problems.add("value", "list_required");
    else value = items;
  } else value = oneLine(raw);
  const note = text(values, "note").trim();
  if (note.length > SUGGESTION_LIMITS.noteMax) problems.add("note", "note_long");
  const email = text(values, "email").trim().toLowerCase();
  if (email && !isEmailAddress(email)) problems.add("email", "email_invalid");
  if (!problems.empty || !isSuggestionField(field)) return { ok: false, error: problems };
  return { ok: true, value: { field, value, note: note || null, email: email || null } };
}
