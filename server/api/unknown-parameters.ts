/**
 * Query parameters an operation does not take. They used to be dropped silently, so a typo or a
 * guessed name (`?location=78704` instead of `?query=78704`) answered 200 with an unfiltered
 * result; now they get 400 `unknown_parameter`, in the request's language.
 */
import { translate } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";

/** Names are cut for display: a query string can carry anything. */
const NAME_DISPLAY_MAX = 40;
const NAME_FIELD_MAX = 100;
/** At most this many names are listed; the message counts the rest. */
const NAMES_LISTED = 20;

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
  const listed = unknown.slice(0, NAMES_LISTED);
  const quoted = listed
    .map((name) => `'${name.length > NAME_DISPLAY_MAX ? `${name.slice(0, NAME_DISPLAY_MAX)}…` : name}'`)
    .join(", ");
  const names =
    unknown.length > listed.length
      ? translate(locale, "apiMessage.namesAndMore", { names: quoted, count: unknown.length - listed.length })
      : quoted;
  const message = [
    translate(locale, unknown.length === 1 ? "apiMessage.unknownParameter" : "apiMessage.unknownParameters", { names }),
    accepted.length > 0
      ? translate(locale, "apiMessage.operationTakes", { accepted: accepted.join(", ") })
      : translate(locale, "apiMessage.operationTakesNone"),
  ].join(" ");
  const notTaken = translate(locale, "apiMessage.parameterNotTaken");
  const fields = Object.fromEntries(listed.map((name) => [name.slice(0, NAME_FIELD_MAX), notTaken]));
  return { code: "unknown_parameter", message, fields };
}
