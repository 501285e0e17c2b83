/**
 * The API reference at /api/docs: plain server-rendered HTML built from the operation list, no
 * scripts and no external resources (the Content-Security-Policy allows neither).
 */
import { z } from "zod";
import type { ParamDoc, ParamSchemaDoc } from "@domain/query-params.ts";
import { listingSchema } from "@domain/listing-schema.ts";
import {
  documentedResponses,
  LANGUAGE_NOTE,
  operations,
  ORIGIN_CHECK_NOTE,
  SESSION_COOKIE_NOTE,
  type OperationDoc,
  type RequestBodyDoc,
  type ResponseDoc,
} from "./operations.ts";
import { bodyJsonSchema, operationNotes } from "./openapi.ts";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Escapes, then turns `code` spans into <code>. */
const prose = (s: string) =>
  s
    .split("\n\n")
    .map((para) => `<p>${escape(para).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("\n");

const anchor = (op: OperationDoc) => `${op.method}-${op.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;

function typeOf(s: ParamSchemaDoc): string {
  if (s.type === "array") {
    const values = s.items?.enum ? `: ${s.items.enum.join(" | ")}` : "";
    return `comma list of strings${values}`;
  }
  const parts: string[] = [s.type];
  if (s.enum) parts.push(`one of ${s.enum.join(" | ")}`);
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
  if (s.default !== undefined) parts.push(`default ${String(s.default)}`);
  return parts.join(", ");
}

function paramRows(where: string, params: Record<string, ParamDoc>): string {
  return Object.entries(params)
    .map(
      ([
        name,
        d,
      ]) => `<tr><th scope="row"><code>${escape(name)}</code></th><td>${where}</td><td>${escape(typeOf(d.schema))}</td>
        <td>${d.required ? "yes" : "no"}</td><td>${prose(d.description)}${d.example ? `<p>Example: <code>${escape(d.example)}</code></p>` : ""}</td></tr>`,
    )
    .join("\n");
}

type JsonProperty = {
  type?: unknown;
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
};

/** A body field's type in words, from its JSON Schema. */
function bodyFieldType(p: JsonProperty): string {
  const parts: string[] = [Array.isArray(p.type) ? p.type.join(" | ") : typeof p.type === "string" ? p.type : "any"];
  if (p.const !== undefined) parts.push(`exactly ${JSON.stringify(p.const)}`);
  if (p.enum) parts.push(`one of ${p.enum.join(" | ")}`);
  if (p.minLength === 1) parts.push("not empty");
  else if (p.minLength !== undefined && p.minLength > 1) parts.push(`at least ${p.minLength} characters`);
  if (p.maxLength !== undefined) parts.push(`at most ${p.maxLength} characters`);
  if (p.pattern !== undefined) parts.push(`matching ${p.pattern}`);
  return parts.join(", ");
}

function bodyFields(schema: Record<string, unknown>): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonProperty>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties)
    .map(
      ([name, p]) =>
        `<tr><th scope="row"><code>${escape(name)}</code></th><td>${escape(bodyFieldType(p))}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${p.description ? prose(p.description) : ""}</td></tr>`,
    )
    .join("\n");
  return `<div class="scroll"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
      <tbody>${rows}</tbody></table></div>`;
}

const exampleBlock = (label: string, example: unknown) =>
  example === undefined ? "" : `<p>${label}</p><pre><code>${escape(JSON.stringify(example, null, 2))}</code></pre>`;

function requestBodySection(body: RequestBodyDoc | undefined): string {
  if (!body) return "";
  const form = body.form
    ? `<p>Or <code>application/x-www-form-urlencoded</code>: ${escape(body.form.description)}</p>
      ${bodyFields(bodyJsonSchema({ schema: body.form.schema }))}
      ${body.form.example !== undefined ? `<pre><code>${escape(new URLSearchParams(body.form.example as Record<string, string>).toString())}</code></pre>` : ""}`
    : "";
  return `<h3>Request body</h3>
    <p><code>application/json</code>, ${body.optional ? "optional" : "required"}. ${escape(body.description)}</p>
    ${bodyFields(bodyJsonSchema(body))}
    ${exampleBlock("Example:", body.example)}
    ${form}`;
}

function responseSection(status: string, r: ResponseDoc): string {
  const schema = r.empty
    ? "<p>No body.</p>"
    : typeof r.schema === "string"
      ? `<p>Body: <code>${escape(r.schema)}</code>.</p>`
      : r.contentType === "application/zip"
        ? "<p>Body: <code>application/zip</code>.</p>"
        : r.jsonSchema
          ? "<p>Body: HSDS 3.0 JSON; its schema is in the OpenAPI document.</p>"
          : "";
  const headers = r.headers
    ? `<ul>${Object.entries(r.headers)
        .map(([name, h]) => `<li>Header <code>${escape(name)}</code>: ${escape(h.description)}</li>`)
        .join("")}</ul>`
    : "";
  return `<h4>${escape(status)}</h4>${prose(r.description)}${schema}${headers}${
    r.example !== undefined ? `<pre><code>${escape(JSON.stringify(r.example, null, 2))}</code></pre>` : ""
  }`;
}

function operationSection(op: OperationDoc): string {
  const rows = paramRows("path", op.pathParams ?? {}) + paramRows("query", op.query);
  const params = rows
    ? `<h3>Parameters</h3>
      <div class="scroll"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
      <tbody>${rows}</tbody></table></div>`
    : "<h3>Parameters</h3><p>None.</p>";
  const responses = Object.entries(documentedResponses(op))
    .map(([status, r]) => responseSection(status, r))
    .join("\n");
  const notes = operationNotes(op);
  return `<section id="${anchor(op)}" aria-labelledby="${anchor(op)}-h">
    <h2 id="${anchor(op)}-h"><span class="method method-${op.method}">${op.method.toUpperCase()}</span> <code>${escape(op.path)}</code></h2>
    <p class="summary">${escape(op.summary)}</p>
    ${prose(op.description)}
    ${notes.length > 0 ? `<ul class="notes">${notes.map((n) => `<li>${prose(n)}</li>`).join("")}</ul>` : ""}
    ${params}
    ${requestBodySection(op.body)}
    <h3>Responses</h3>
    ${responses}
  </section>`;
}

function listingFields(): string {
  const json = z.toJSONSchema(listingSchema, { unrepresentable: "any" }) as {
    properties: Record<string, { type?: unknown; anyOf?: unknown; description?: string }>;
  };
  const type = (p: { type?: unknown; anyOf?: unknown }) =>
    Array.isArray(p.type)
      ? p.type.join(" | ")
      : typeof p.type === "string"
        ? p.type
        : p.anyOf
          ? "see schema"
          : "object";
  return Object.entries(json.properties)
    .map(
      ([name, p]) =>
        `<tr><th scope="row"><code>${name}</code></th><td>${escape(type(p))}</td><td>${escape(p.description ?? "")}</td></tr>`,
    )
    .join("\n");
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  h1 { font-size: 2rem; margin: 0.5rem 0 1rem; }
  h2 { font-size: 1.4rem; margin: 2.5rem 0 0.5rem; padding-top: 1rem; border-top: 1px solid #d4d4d8; }
  h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
  a { color: #0b4fb3; }
  a:focus-visible { outline: 3px solid #0b4fb3; outline-offset: 2px; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: #f4f4f5; color: #1f2937; padding: 0.1em 0.3em; border-radius: 4px; }
  pre { background: #f4f4f5; color: #1f2937; padding: 0.75rem 1rem; border-radius: 6px; overflow-x: auto; border: 1px solid #d4d4d8; }
  pre code { padding: 0; background: none; }
  table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
  th, td { text-align: left; vertical-align: top; border: 1px solid #d4d4d8; padding: 0.4rem 0.6rem; }
  thead th { background: #f4f4f5; }
  td p { margin: 0 0 0.4rem; }
  .scroll { overflow-x: auto; }
  .method { display: inline-block; min-width: 3.2rem; text-align: center; background: #14532d; color: #fff; font-size: 0.8rem; font-weight: 700; padding: 0.15rem 0.5rem; border-radius: 4px; vertical-align: middle; }
  .method-post { background: #1e3a8a; }
  .method-put { background: #7c2d12; }
  .method-delete { background: #991b1b; }
  .notes li p { margin: 0.2rem 0; }
  .summary { font-weight: 600; }
  nav ul { padding-left: 1.25rem; }
`;

export function docsPage(version: string): string {
  const nav = operations
    .map(
      (op) =>
        `<li><a href="#${anchor(op)}">${op.method.toUpperCase()} <code>${escape(op.path)}</code></a> — ${escape(op.summary)}</li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ABA Atlas API reference</title>
<meta name="description" content="Reference of the ABA Atlas JSON API: listing search, states, map viewport, insurers, SEO metadata, accounts and the newsletter.">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>ABA Atlas API reference</h1>
<p>Version ${escape(version)}. JSON over HTTPS. Reading listings needs no authentication; the account calls use the site's session cookie. The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<p>Every error has one shape: <code>{"error": {"code", "message", "fields"}}</code>, where <code>fields</code> names each invalid parameter or body field. A query string never causes a server error: a parameter the operation does not take gets 400 with code <code>unknown_parameter</code> (on every operation, before its session, body or parameter values are looked at), bad values of the ones it takes 400 with code <code>invalid_query</code>. Request bodies are JSON objects: anything else gets 400 with code <code>invalid_json</code>, invalid fields 400 with code <code>invalid_input</code>.</p>
<nav aria-label="Endpoints"><h2 id="endpoints">Endpoints</h2><ul>${nav}</ul></nav>
<section id="state-changing" aria-labelledby="state-changing-h">
<h2 id="state-changing-h">Sessions, cookies, the Origin check and rate limits</h2>
${prose(`Origin check. ${ORIGIN_CHECK_NOTE}`)}
${prose(`Sessions. Sign-in (POST /api/auth/login) answers with a Set-Cookie header (registration does not: the new account signs in once its address is confirmed); the calls marked "needs a session" read that cookie and answer 401 without it. ${SESSION_COOKIE_NOTE}`)}
${prose("Rate limits. Past a limit the answer is 429 with code `rate_limited`, a Retry-After header in seconds and a message saying how many minutes to wait. Limits are kept in the database, so they hold across app processes.")}
${prose(`Language. ${LANGUAGE_NOTE}`)}
</section>
<section id="open-data" aria-labelledby="open-data-h">
<h2 id="open-data-h">Open data (HSDS 3.0)</h2>
${prose("The `/api/hsds` endpoints publish the directory's active listings in the Open Referral Human Services Data Specification 3.0: one organization, one service and one physical location per listing, with its address, phone, opening hours where they can be read, languages, funding and attributes naming services, insurers, care settings, languages, funding and ages in ABA Atlas's own taxonomies. Lists are paged as HSDS pages them (`page`, `per_page`); `/api/hsds/datapackage.zip` downloads everything as CSV files with a `datapackage.json`.")}
${prose("Human Services Data Specification: an Open Referral resource (https://openreferral.org/), licensed CC BY-SA 4.0.")}
</section>
${operations.map(operationSection).join("\n")}
<section id="listing-object" aria-labelledby="listing-object-h">
<h2 id="listing-object-h">The listing object</h2>
<div class="scroll"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead>
<tbody>${listingFields()}</tbody></table></div>
</section>
</main>
</body>
</html>`;
}
