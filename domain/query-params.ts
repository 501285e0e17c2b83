/**
 * Query-string parameters defined once: each helper gives the zod schema that parses it and the
 * documentation the OpenAPI document and the /api/docs page show, so the two cannot drift.
 * Every parameter arrives as one string (or is absent); an empty value counts as absent,
 * because plain HTML GET forms send empty fields.
 */
import type { Result } from "./result.ts";
import { z } from "zod";

export interface ParamSchemaDoc {
  type: "string" | "number" | "integer" | "boolean" | "array";
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: string | number | boolean;
  items?: { type: "string"; enum?: readonly string[] };
}

export interface ParamDoc {
  description: string;
  schema: ParamSchemaDoc;
  required?: boolean;
  example?: string;
  /** A comma-separated list; repeating the parameter adds values (?services=A&services=B). */
  list?: boolean;
}

export interface Param<T> {
  zod: z.ZodType<T, string | undefined>;
  doc: ParamDoc;
}

type Ctx = z.core.$RefinementCtx;

export const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** Control characters (NUL above all, which PostgreSQL refuses in text) become spaces. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const clean = (raw: string) => raw.replace(CONTROL, " ");

/** The trimmed value without control characters, or undefined when absent or empty. */
export const present = (raw: string | undefined): string | undefined => {
  const v = raw === undefined ? undefined : clean(raw).trim();
  return v ? v : undefined;
};

const requiredMessage = (name: string) => `${name} is required.`;

interface Common {
  description: string;
  example?: string;
}

export function textParam(
  name: string,
  o: Common & { maxLength: number; normalize?: (v: string) => string },
): Param<string | undefined> {
  return {
    zod: z
      .string()
      .optional()
      .transform((raw) => {
        const v = present(raw);
        if (v === undefined) return undefined;
        const out = o.normalize ? o.normalize(v) : v.slice(0, o.maxLength);
        return out ? out : undefined;
      }),
    doc: { description: o.description, example: o.example, schema: { type: "string", maxLength: o.maxLength } },
  };
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

interface NumberOptions extends Common {
  min: number;
  max: number;
  integer?: boolean;
}

function parseNumber(name: string, o: NumberOptions, raw: string, ctx: Ctx): number {
  const kind = o.integer ? "a whole number" : "a number";
  if (!DECIMAL.test(raw))
    return fail(ctx, `${name} must be ${kind} from ${o.min} to ${o.max}; got '${raw.slice(0, 40)}'.`);
  const n = Number(raw);
  if (o.integer && !Number.isInteger(n)) return fail(ctx, `${name} must be a whole number from ${o.min} to ${o.max}.`);
  if (!Number.isFinite(n) || n < o.min || n > o.max)
    return fail(ctx, `${name} must be ${kind} from ${o.min} to ${o.max}; got ${raw.slice(0, 40)}.`);
  return n;
}

function numberDoc(o: NumberOptions, extra: Partial<ParamDoc> = {}): ParamDoc {
  return {
    description: o.description,
    example: o.example,
    schema: { type: o.integer ? "integer" : "number", minimum: o.min, maximum: o.max },
    ...extra,
  };
}

/** A number parameter; `absent` gives the value (or the failure) when it is missing or empty. */
function numberSchema<T extends number | undefined>(
  name: string,
  o: NumberOptions,
  absent: (ctx: Ctx) => T,
): z.ZodType<number | T, string | undefined> {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = present(raw);
      return v === undefined ? absent(ctx) : parseNumber(name, o, v, ctx);
    });
}

export function numberParam(name: string, o: NumberOptions): Param<number | undefined> {
  return { zod: numberSchema(name, o, () => undefined), doc: numberDoc(o) };
}

export function requiredNumberParam(name: string, o: NumberOptions): Param<number> {
  return {
    zod: numberSchema(name, o, (ctx) => fail(ctx, requiredMessage(name))),
    doc: numberDoc(o, { required: true }),
  };
}

export function numberWithDefaultParam(name: string, o: NumberOptions & { default: number }): Param<number> {
  const doc = numberDoc(o);
  return {
    zod: numberSchema(name, o, () => o.default),
    doc: { ...doc, schema: { ...doc.schema, default: o.default } },
  };
}

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off"]);

/** true/false, also 1/0, yes/no and on/off (what an HTML checkbox sends). Absent is false. */
export function booleanParam(name: string, o: Common): Param<boolean> {
  return {
    zod: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const v = present(raw)?.toLowerCase();
        if (v === undefined || FALSE.has(v)) return false;
        if (TRUE.has(v)) return true;
        return fail(ctx, `${name} must be true or false; got '${raw!.trim().slice(0, 40)}'.`);
      }),
    doc: { description: o.description, example: o.example, schema: { type: "boolean", default: false } },
  };
}

/** One value out of a fixed set, matched without regard to case. */
export function oneOfParam<const V extends string>(
  name: string,
  values: readonly V[],
  o: Common,
): Param<V | undefined> {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return {
    zod: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const v = present(raw);
        if (v === undefined) return undefined;
        const found = byLower.get(v.toLowerCase());
        return found ?? fail(ctx, `${name} must be one of ${values.join(", ")}; got '${v.slice(0, 40)}'.`);
      }),
    doc: { description: o.description, example: o.example, schema: { type: "string", enum: values } },
  };
}

const MAX_LIST_VALUES = 30;

interface ListOptions<V extends string> extends Common {
  /** Allowed values (matched without regard to case); any other value is a 400. */
  values?: readonly V[];
  /** Known values: these are spelled canonically, others pass through unchanged. */
  canonical?: readonly string[];
  /** A pattern each free value must match. */
  pattern?: { regex: RegExp; message: string };
  lowercase?: boolean;
}

/** A comma-separated list (repeated parameters are joined before parsing); duplicates dropped. */
export function listParam<const V extends string = string>(name: string, o: ListOptions<V>): Param<V[]> {
  const allowed = o.values ? new Map(o.values.map((v) => [v.toLowerCase(), v])) : undefined;
  const canonical = new Map((o.canonical ?? []).map((v) => [v.toLowerCase(), v]));
  return {
    zod: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const items = clean(raw ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        const out = new Set<string>();
        for (const item of items) {
          if (allowed) {
            const v = allowed.get(item.toLowerCase());
            if (!v)
              return fail(
                ctx,
                `${name} values must be among ${[...allowed.values()].join(", ")}; got '${item.slice(0, 40)}'.`,
              );
            out.add(v);
            continue;
          }
          if (o.pattern && !o.pattern.regex.test(item))
            return fail(ctx, `${name}: ${o.pattern.message}; got '${item.slice(0, 40)}'.`);
          const value = canonical.get(item.toLowerCase()) ?? (o.lowercase ? item.toLowerCase() : item);
          out.add(value.slice(0, 100));
        }
        if (out.size > MAX_LIST_VALUES) return fail(ctx, `${name} accepts at most ${MAX_LIST_VALUES} values.`);
        return [...out] as V[];
      }),
    doc: {
      description: o.description,
      example: o.example,
      list: true,
      schema: { type: "array", items: { type: "string", ...(o.values ? { enum: o.values } : {}) } },
    },
  };
}

export type ParamDefs = Record<string, Param<unknown>>;

/** The zod object of a definition's parameters, ready for refinements and transforms. */
export function paramsObject<D extends ParamDefs>(defs: D): z.ZodObject<{ [K in keyof D]: D[K]["zod"] }> {
  const shape = Object.fromEntries(Object.entries(defs).map(([k, p]) => [k, p.zod])) as {
    [K in keyof D]: D[K]["zod"];
  };
  return z.object(shape);
}

/**
 * The parser of a definition: flattens the raw parameters (joining its list parameters'
 * repeats), parses them with `schema` and turns a failure into one message per parameter.
 */
export function paramsParser<T>(
  defs: ParamDefs,
  schema: z.ZodType<T, Record<string, string | undefined>>,
): (input: RawParams) => ParseResult<T> {
  const lists = listKeys(defs);
  return (input) => {
    const result = schema.safeParse(flattenParams(input, lists));
    return result.success ? { ok: true, value: result.data } : { ok: false, error: toInvalidParams(result.error) };
  };
}

/** The list parameters of a definition, so repeated values can be joined before parsing. */
function listKeys(defs: ParamDefs): Set<string> {
  return new Set(
    Object.entries(defs)
      .filter(([, p]) => p.doc.list)
      .map(([k]) => k),
  );
}

export type RawParams = URLSearchParams | Record<string, string | readonly string[] | undefined | null>;

/**
 * One string per parameter: the first value of a scalar parameter (later repeats are ignored),
 * all values of a list parameter joined with commas.
 */
function flattenParams(input: RawParams, lists: Set<string>): Record<string, string> {
  const all = new Map<string, string[]>();
  const add = (k: string, v: string) => all.set(k, [...(all.get(k) ?? []), v]);
  if (input instanceof URLSearchParams) {
    for (const [k, v] of input) add(k, v);
  } else {
    for (const [k, v] of Object.entries(input)) {
      if (v == null) continue;
      if (typeof v === "string") add(k, v);
      else for (const item of v) add(k, item);
    }
  }
  const out: Record<string, string> = {};
  for (const [k, values] of all) {
    const value = lists.has(k) ? values.filter((v) => v.trim()).join(",") : values[0];
    if (value !== undefined) out[k] = value;
  }
  return out;
}

export interface InvalidParams {
  message: string;
  fields: Record<string, string>;
}

/** zod issues as one message per parameter (the first issue of each wins). */
function toInvalidParams(error: z.ZodError): InvalidParams {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "query");
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields);
  const message =
    names.length === 1
      ? `Invalid parameter ${names[0]}: ${fields[names[0]!]}`
      : `Invalid parameters: ${names.join(", ")}.`;
  return { message, fields };
}

/** A parsed query: its values, or one message per bad parameter. */
export type ParseResult<T> = Result<T, InvalidParams>;
