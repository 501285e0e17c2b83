/**
 * The official HSDS 3.0 JSON schemas (server/hsds/schema, vendored unchanged) loaded into ajv,
 * each under the address HSDS publishes it at, so their relative `$ref`s ("phone.json") resolve
 * to each other. Two validators:
 *
 * - `official`: the schemas as they are (draft-07 as ajv reads them, formats checked: uuid,
 *   email, uri, date-time).
 * - `closed`: the same with `additionalProperties: false` on every record schema, so a
 *   misspelled or invented field fails too (HSDS leaves objects open).
 *
 * HSDS's own annotation keywords (`core`, `constraints`, `datapackage_metadata`, …) are declared
 * as such, so ajv stays in strict mode for everything else.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

export const HSDS_SCHEMA_BASE = "https://raw.githubusercontent.com/openreferral/specification/3.0/schema/";

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../server/hsds/schema");

type Json = Record<string, unknown>;

/** Every record schema, by name (`service`, `phone`, …); openapi.json is not one. */
export const hsdsSchemas: Record<string, Json> = Object.fromEntries(
  readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith(".json") && f !== "openapi.json")
    .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(SCHEMA_DIR, f), "utf8")) as Json]),
);

/** The root-only fields of a compiled schema (an organization's `services`), by schema. */
export const compiledOnlyFields = (name: "organization" | "service"): string[] =>
  Object.keys(compiledSchemas[name]!.properties as Json).filter(
    (k) => !Object.hasOwn(hsdsSchemas[name]!.properties as Json, k),
  );

/** The compiled schemas of the single-record answers (GET …/organizations/{id}, …/services/{id}). */
const compiledSchemas: Record<string, Json> = Object.fromEntries(
  ["organization", "service"].map((name) => [
    name,
    JSON.parse(readFileSync(path.join(SCHEMA_DIR, "compiled", `${name}.json`), "utf8")) as Json,
  ]),
);

export const hsdsOpenApi = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "openapi.json"), "utf8")) as {
  components: { schemas: { Page: Json } };
};

const ANNOTATIONS = [
  "name",
  "path",
  "example",
  "core",
  "constraints",
  "datapackage_metadata",
  "datapackage_type",
  "tabular_required",
];

function closed(schema: Json): Json {
  return { ...schema, additionalProperties: false };
}

function build(transform: (schema: Json) => Json, withCompiled: boolean): Ajv {
  // strictRequired off: the tabular check requires columns its $ref defines, not itself.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  for (const [name, schema] of Object.entries(hsdsSchemas))
    ajv.addSchema(transform(schema), `${HSDS_SCHEMA_BASE}${name}.json`);
  // Only the official set holds the compiled schemas (megabytes each: seconds to compile, once).
  if (withCompiled)
    for (const [name, schema] of Object.entries(compiledSchemas))
      ajv.addSchema(schema, `${HSDS_SCHEMA_BASE}compiled/${name}.json`);
  return ajv;
}

export interface HsdsValidators {
  /** Validates one record against the named official schema; returns ajv's errors (empty when valid). */
  record(name: string, value: unknown): ErrorObject[];
  /**
   * A single-record answer against the compiled schema HSDS's API reference gives for it
   * (official validators only; the closed ones check the nested records one by one instead).
   */
  compiled(name: "organization" | "service", value: unknown): ErrorObject[];
  /** A list answer: HSDS's Page envelope with `contents` items of the named schema. */
  page(itemSchema: string, value: unknown): ErrorObject[];
  /**
   * A CSV row (as an object) against the table's schema with its `tabular_required` columns
   * required too, as HSDS's tabular form asks.
   */
  tableRow(name: string, value: unknown): ErrorObject[];
}

function validators(ajv: Ajv): HsdsValidators {
  const cache = new Map<string, ValidateFunction>();
  const compiled = (key: string, make: () => ValidateFunction) => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key)!;
  };
  const run = (fn: ValidateFunction, value: unknown) => (fn(value) ? [] : [...(fn.errors ?? [])]);
  return {
    record: (name, value) =>
      run(
        compiled(`r:${name}`, () => ajv.getSchema(`${HSDS_SCHEMA_BASE}${name}.json`)!),
        value,
      ),
    compiled: (name, value) =>
      run(
        compiled(`c:${name}`, () => ajv.getSchema(`${HSDS_SCHEMA_BASE}compiled/${name}.json`)!),
        value,
      ),
    page: (item, value) =>
      run(
        compiled(`p:${item}`, () =>
          ajv.compile({
            type: "object",
            allOf: [hsdsOpenApi.components.schemas.Page],
            required: [
              "total_items",
              "total_pages",
              "page_number",
              "size",
              "first_page",
              "last_page",
              "empty",
              "contents",
            ],
            properties: { contents: { type: "array", items: { $ref: `${HSDS_SCHEMA_BASE}${item}.json` } } },
          }),
        ),
        value,
      ),
    tableRow: (name, value) =>
      run(
        compiled(`t:${name}`, () => {
          const schema = hsdsSchemas[name]!;
          const required = [...((schema.required as string[]) ?? []), ...((schema.tabular_required as string[]) ?? [])];
          return ajv.compile({ type: "object", allOf: [{ $ref: `${HSDS_SCHEMA_BASE}${name}.json` }], required });
        }),
        value,
      ),
  };
}

/** Both validators, built once per test file (compiling the schemas takes a moment). */
export function hsdsValidators(): { official: HsdsValidators; closed: HsdsValidators } {
  return { official: validators(build((s) => s, true)), closed: validators(build(closed, false)) };
}

/** ajv's errors, readable in a failed expectation. */
export const describeErrors = (errors: ErrorObject[]) =>
  errors.map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
