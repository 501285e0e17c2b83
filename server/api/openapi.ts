/** The OpenAPI 3.1 document, generated from the operation list and the zod response schemas. */
import { z } from "zod";
import type { ParamDoc } from "@server/listings/query-params.ts";
import { operations, type ResponseDoc } from "./operations.ts";
import { namedSchemas } from "./schemas.ts";

const REF = (name: string) => `#/components/schemas/${name}`;

type Json = Record<string, unknown>;

function strip(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** Component schemas, with references between them. */
function components(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: REF, unrepresentable: "any" }) as {
    schemas: Record<string, Json>;
  };
  return Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, strip(v)]));
}

/** An inline schema that still points at the named components it contains. */
function inlineSchema(schema: z.ZodType): Json {
  const registry = z.registry<{ id: string }>();
  for (const [id, s] of Object.entries(namedSchemas)) registry.add(s, { id });
  registry.add(schema, { id: "__inline" });
  const { schemas } = z.toJSONSchema(registry, { uri: REF, unrepresentable: "any" }) as {
    schemas: Record<string, Json>;
  };
  return strip(schemas.__inline ?? {});
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

function response(r: ResponseDoc): Json {
  if (!r.schema && r.contentType !== "text/html")
    return { description: r.description, content: { "application/json": {} } };
  if (r.contentType === "text/html")
    return { description: r.description, content: { "text/html": { schema: { type: "string" } } } };
  const schema = typeof r.schema === "string" ? { $ref: REF(r.schema) } : inlineSchema(r.schema!);
  return {
    description: r.description,
    content: { "application/json": { schema, ...(r.example !== undefined ? { example: r.example } : {}) } },
  };
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
        description: op.description,
        tags: [op.tag],
        parameters,
        responses: Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, response(r)])),
      },
    };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "ABA Atlas API",
      version,
      description:
        "Search ABA autism therapy providers across the United States. Every error has the shape {error:{code,message,fields}}.",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Listings", description: "Searching and reading provider listings." },
      { name: "Insurance", description: "Insurers providers accept." },
      { name: "SEO", description: "Search-engine metadata." },
      { name: "Service", description: "Health and this documentation." },
    ],
    paths,
    components: { schemas: components() },
  };
}
