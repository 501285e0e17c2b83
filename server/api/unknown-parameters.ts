/**
 * Query parameters an operation does not take. They used to be dropped silently, so a typo or a
 * guessed name (`?location=78704` instead of `?query=78704`) answered 200 with an unfiltered
 * result; now they get 400 `unknown_parameter`, in the request's language.
 */
import type { Locale } from "@domain/i18n/locale.ts";

/** Names are cut for display: a query string can carry anything. */
const NAME_DISPLAY_MAX = 40;
const NAME_FIELD_MAX = 100;
/** At most this many names are listed; the message counts the rest. */
const NAMES_LISTED = 20;

const catalogs = {
  en: {
    one: "Unknown query parameter: {names}.",
    many: "Unknown query parameters: {names}.",
    more: "{names} and {count} more",
    takes: "This operation takes: {accepted}.",
    takesNone: "This operation takes no query parameters.",
    field: "This operation does not take this parameter.",
  },
  es: {
    one: "Parámetro de consulta desconocido: {names}.",
    many: "Parámetros de consulta desconocidos: {names}.",
    more: "{names} y {count} más",
    takes: "Esta operación admite: {accepted}.",
    takesNone: "Esta operación no admite parámetros de consulta.",
    field: "Esta operación no admite este parámetro.",
  },
} satisfies Record<Locale, Record<string, string>>;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** The distinct parameter names of the query that are not among `known`, in order of appearance. */
export function unknownParameters(query: URLSearchParams, known: ReadonlySet<string>): string[] {
  const unknown = new Set<string>();
  for (const name of query.keys()) if (!known.has(name)) unknown.add(name);
  return [...unknown];
}

export interface UnknownParameterError {
  code: "unknown_parameter";
  message: string;
  /** One message per unknown parameter (the first NAMES_LISTED of them). */
  fields: Record<string, string>;
}

/** The answer naming the unknown parameters and the ones the operation takes. */
export function unknownParameterError(
  unknown: readonly string[],
  accepted: readonly string[],
  locale: Locale,
): UnknownParameterError {
  const text = catalogs[locale];
  const listed = unknown.slice(0, NAMES_LISTED);
  const quoted = listed
    .map((name) => `'${name.length > NAME_DISPLAY_MAX ? `${name.slice(0, NAME_DISPLAY_MAX)}…` : name}'`)
    .join(", ");
  const names =
    unknown.length > listed.length ? fill(text.more, { names: quoted, count: unknown.length - listed.length }) : quoted;
  const message = [
    fill(unknown.length === 1 ? text.one : text.many, { names }),
    accepted.length > 0 ? fill(text.takes, { accepted: accepted.join(", ") }) : text.takesNone,
  ].join(" ");
  const fields = Object.fromEntries(listed.map((name) => [name.slice(0, NAME_FIELD_MAX), text.field]));
  return { code: "unknown_parameter", message, fields };
}
