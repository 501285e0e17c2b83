/**
 * The OpenAPI 3.1 document, generated from the operation list, the zod response schemas and the
 * zod input schemas the handlers validate request bodies with.
 */
import { z } from "zod";
import type { ParamDoc } from "@domain/query-params.ts";
import {
  documentedResponses,
  isStateChanging,
  LANGUAGE_NOTE,
  operations,
  ORIGIN_CHECK_NOTE,
  SESSION_COOKIE_NOTE,
  type OperationDoc,
  type RequestBodyDoc,
  type ResponseDoc,
} from "./operations.ts";
import { namedSchemas } from "./schemas.ts";

const REF = (name: string) => `#/components/schemas/${name}`;

type Json = Record<string, unknown>;

function strip(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** The named schemas (and any extra ones) as JSON Schemas that refer to each other. */
function namedJsonSchemas(extra: Record<string, z.ZodType> = {}): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries({ ...namedSchemas, ...extra })) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: REF, unrepresentable: "any" }) as {
    schemas: Record<string, Json>;
  };
  return schemas;
}

/** Component schemas, with references between them. */
function components(): Record<string, Json> {
  return Object.fromEntries(Object.entries(namedJsonSchemas()).map(([k, v]) => [k, strip(v)]));
}

/** An inline schema that still points at the named components it contains. */
function inlineSchema(schema: z.ZodType): Json {
  return strip(namedJsonSchemas({ __inline: schema }).__inline ?? {});
}

function parameter(name: string, where: "query" | "path", doc: ParamDoc): Json {
  return {
    name,
    in: where,
    required: where === "path" || doc.required === true,
    description: doc.description,
    schema: doc.schema,
    ...(doc.list ? { style: "form", explode: false } : {}),
    ...(doc.example !== undefined ? { example: doc.list ? doc.example.split(",") : doc.example } : {}),
  };
}

/**
 * A request body schema as clients send it (zod's input side: before trimming and transforms).
 * The account and newsletter inputs turn a missing field into "", so `required` lists the fields
 * the schema refuses when they are missing (found by validating an empty object with it), plus
 * those the use case needs although the schema takes them empty.
 */
export function bodyJsonSchema(body: Pick<RequestBodyDoc, "schema" | "fields" | "required" | "numbersAccepted">): Json {
  const json = strip(z.toJSONSchema(body.schema, { io: "input", unrepresentable: "any" }) as Json);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const empty = body.schema.safeParse({});
  const refused = new Set(empty.success ? [] : empty.error.issues.map((issue) => String(issue.path[0])));
  const required = Object.keys(properties).filter((name) => refused.has(name) || body.required?.includes(name));
  for (const [name, note] of Object.entries(body.fields ?? {})) {
    const property = properties[name];
    if (!property) throw new Error(`The request body has no field ${name} to describe.`);
    properties[name] = { ...property, description: note };
  }
  for (const name of body.numbersAccepted ?? []) {
    const property = properties[name];
    if (property?.type !== "string") throw new Error(`The request body field ${name} is not a string field.`);
    properties[name] = { ...property, type: ["string", "integer"] };
  }
  const { required: _r, ...rest } = json;
  return { ...rest, ...(required.length > 0 ? { required } : {}) };
}

function requestBody(body: RequestBodyDoc): Json {
  const content: Json = {
    "application/json": {
      schema: bodyJsonSchema(body),
      ...(body.example !== undefined ? { example: body.example } : {}),
    },
  };
  if (body.form) {
    content["application/x-www-form-urlencoded"] = {
      schema: { ...bodyJsonSchema({ schema: body.form.schema }), description: body.form.description },
      ...(body.form.example !== undefined ? { example: body.form.example } : {}),
    };
  }
  return { description: body.description, required: !body.optional, content };
}

function response(r: ResponseDoc): Json {
  const headers = r.headers
    ? {
        headers: Object.fromEntries(
          Object.entries(r.headers).map(([name, h]) => [name, { description: h.description, schema: h.schema }]),
        ),
      }
    : {};
  if (r.empty) return { description: r.description, ...headers };
  if (r.contentType === "text/html")
    return { description: r.description, ...headers, content: { "text/html": { schema: { type: "string" } } } };
  if (r.contentType === "application/zip")
    return {
      description: r.description,
      ...headers,
      content: { "application/zip": { schema: { type: "string", format: "binary" } } },
    };
  if (r.jsonSchema)
    return { description: r.description, ...headers, content: { "application/json": { schema: r.jsonSchema } } };
  if (r.contentType === "image/*") {
    const binary = { schema: { type: "string", format: "binary" } };
    return {
      description: r.description,
      ...headers,
      content: { "image/avif": binary, "image/webp": binary, "image/jpeg": binary },
    };
  }
  if (!r.schema) return { description: r.description, ...headers, content: { "application/json": {} } };
  const schema = typeof r.schema === "string" ? { $ref: REF(r.schema) } : inlineSchema(r.schema);
  return {
    description: r.description,
    ...headers,
    content: { "application/json": { schema, ...(r.example !== undefined ? { example: r.example } : {}) } },
  };
}

/** The operation's description with its notes on the session, cookies and the Origin check. */
export function operationNotes(op: OperationDoc): string[] {
  return [
    ...(op.session
      ? ["Needs a session: send the session cookie set by sign-in or registration; without one the answer is 401."]
      : []),
    ...(op.cookies ? [`Cookies: ${op.cookies}`] : []),
    ...(isStateChanging(op)
      ? [
          `Origin check: ${op.origin ?? "the Origin header (or Referer) must be this site; 403 `forbidden_origin` otherwise."}`,
        ]
      : []),
  ];
}

export function openApiDocument(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const parameters = [
      ...Object.entries(op.pathParams ?? {}).map(([n, d]) => parameter(n, "path", d)),
      ...Object.entries(op.query).map(([n, d]) => parameter(n, "query", d)),
    ];
    paths[op.path] = {
      ...(paths[op.path] ?? {}),
      [op.method]: {
        operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        summary: op.summary,
        description: [op.description, ...operationNotes(op)].join("\n\n"),
        tags: [op.tag],
        parameters,
        ...(op.body ? { requestBody: requestBody(op.body) } : {}),
        ...(op.session ? { security: [{ sessionCookie: [] }] } : {}),
        responses: Object.fromEntries(
          Object.entries(documentedResponses(op)).map(([status, r]) => [status, response(r)]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "ABA Atlas API",
      version,
      description: [
        "Search ABA autism therapy providers across the United States, and the account and newsletter calls behind the site's forms. Every error has the shape {error:{code,message,fields}}.",
        `Origin check: ${ORIGIN_CHECK_NOTE}`,
        `Sessions: sign-in and registration set the session cookie; the calls marked with the sessionCookie scheme need it. ${SESSION_COOKIE_NOTE}`,
        "Query parameters: each operation takes only those it lists. Any other is refused with 400 `unknown_parameter`, naming it in the message and in `fields`, before the operation's session, body or parameter values are looked at. A parameter given more than once: a scalar parameter takes its first value, a list parameter (comma list) joins every value.",
        "Rate limits answer 429 with a Retry-After header (seconds).",
        LANGUAGE_NOTE,
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Listings", description: "Searching and reading provider listings." },
      { name: "Insurance", description: "Insurers providers accept." },
      { name: "SEO", description: "Search-engine metadata." },
      { name: "Images", description: "Listing photos, resized and re-encoded." },
      {
        name: "Accounts",
        description: "Sign-in, registration, sessions and passwords (JSON; the pages use the same use cases).",
      },
      { name: "Newsletter", description: "Double opt-in newsletter signup, confirmation and unsubscribe." },
      {
        name: "Open data",
        description:
          "The directory in the Open Referral Human Services Data Specification (HSDS) 3.0, as JSON pages and as a downloadable data package. HSDS: an Open Referral resource (https://openreferral.org/), CC BY-SA 4.0.",
      },
      { name: "Service", description: "Health and this documentation." },
    ],
    paths,
    components: {
      schemas: components(),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-session",
          description: SESSION_COOKIE_NOTE,
        },
      },
    },
  };
}
