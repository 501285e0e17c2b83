/**
 * The OpenAPI document against the running API: every route the Hono API app registers is
 * documented with its method (and nothing else is), state-changing operations document the
 * Origin check, and real requests and answers satisfy the documented JSON Schemas themselves.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/index.ts";
import { operations } from "../../server/api/operations.ts";
import * as examples from "../../server/api/examples.ts";
import { userProfileSchema, newsletterAnswerSchema, errorSchema } from "../../server/api/schemas.ts";
import { registerInput, signInInput } from "../../server/auth/validation.ts";
import { signupInput } from "../../server/newsletter/signup-input.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { call, fromIp, makeUser, sessionCookieFrom } from "./auth-support.ts";

type Json = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};
type Operation = {
  description: string;
  parameters: { name: string; in: string }[];
  security?: Record<string, string[]>[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<
    string,
    { headers?: Record<string, Json>; content?: Record<string, { schema?: Json; example?: unknown }> }
  >;
};

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let doc: Doc;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t));
  doc = (await (await app.request("/api/openapi.json")).json()) as Doc;
});

/**
 * A small JSON Schema (2020-12) checker for the keywords zod's toJSONSchema writes: enough to
 * hold a real request or answer against the document itself. Returns the problems found.
 */
function check(schema: Json, value: unknown, at = "$"): string[] {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = doc.components.schemas[name];
    if (!target) return [`${at}: unresolved ${schema.$ref}`];
    return check(target, value, at);
  }
  const problems: string[] = [];
  if (Array.isArray(schema.anyOf)) {
    const fits = (schema.anyOf as Json[]).some((s) => check(s, value, at).length === 0);
    if (!fits) problems.push(`${at}: matches none of anyOf`);
  }
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    const actual =
      value === null
        ? "null"
        : Array.isArray(value)
          ? "array"
          : typeof value === "number" && Number.isInteger(value)
            ? "integer"
            : typeof value;
    const ok = types.some((ty) => ty === actual || (ty === "number" && actual === "integer"));
    if (!ok) return [`${at}: ${actual} is not ${types.join(" | ")}`];
  }
  if ("const" in schema && value !== schema.const) problems.push(`${at}: not ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) problems.push(`${at}: not in enum`);
  if (typeof value === "string") {
    if (typeof schema.minLength === "number" && [...value].length < schema.minLength) problems.push(`${at}: too short`);
    if (typeof schema.maxLength === "number" && [...value].length > schema.maxLength) problems.push(`${at}: too long`);
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value))
      problems.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) problems.push(`${at}: below minimum`);
    if (typeof schema.maximum === "number" && value > schema.maximum) problems.push(`${at}: above maximum`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => problems.push(...check(schema.items as Json, item, `${at}[${i}]`)));
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const object = value as Json;
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) problems.push(`${at}.${name}: missing`);
    }
    for (const [name, v] of Object.entries(object)) {
      const property = properties[name];
      if (property) problems.push(...check(property, v, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}.${name}: not allowed`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === "object")
        problems.push(...check(schema.additionalProperties as Json, v, `${at}.${name}`));
    }
  }
  return problems;
}

function operation(method: string, path: string): Operation {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return op;
}

/** The real answer must have a documented status, headers and a body fitting the documented schema. */
async function expectDocumented(method: string, path: string, res: Response): Promise<unknown> {
  const documented = operation(method, path).responses[String(res.status)];
  expect(documented, `${method.toUpperCase()} ${path} answered ${res.status}, which is not documented`).toBeDefined();
  for (const header of Object.keys(documented!.headers ?? {})) {
    expect(res.headers.has(header), `${path} ${res.status} header ${header}`).toBe(true);
  }
  if (!documented!.content) {
    expect(await res.text()).toBe("");
    return undefined;
  }
  const body: unknown = await res.json();
  const schema = documented!.content["application/json"]?.schema;
  expect(schema, `${path} ${res.status} has a schema`).toBeDefined();
  expect(check(schema!, body)).toEqual([]);
  return body;
}

function requestSchema(method: string, path: string): Json {
  const schema = operation(method, path).requestBody?.content["application/json"]?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON body`);
  return schema;
}

/** The API app's own routes, as OpenAPI path and method (middleware and the 404 catch-all left out). */
function registeredRoutes(): string[] {
  const routes = createApi()
    .routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*")))
    .map((r) => {
      const path = `/api${r.path}`.replace(/\/$/, "").replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
      return `${r.method.toLowerCase()} ${path}`;
    });
  return [...new Set(routes)].sort();
}

describe("the OpenAPI document covers the API app", () => {
  it("documents every registered route with its method, and nothing that is not registered", () => {
    const registered = registeredRoutes();
    // The app really has state-changing routes, so the comparison below is not vacuous.
    expect(registered).toEqual(expect.arrayContaining(["post /api/auth/login", "post /api/newsletter"]));
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
  });

  it("documents the Origin check, bodies and sessions of state-changing operations", () => {
    for (const op of operations) {
      const documented = operation(op.method, op.path);
      const name = `${op.method.toUpperCase()} ${op.path}`;
      if (op.method !== "get") {
        expect(documented.responses["403"], name).toBeDefined();
        expect(documented.description, name).toContain("Origin check");
      }
      if (op.body) {
        expect(documented.responses["400"], name).toBeDefined();
        expect(documented.requestBody?.content["application/json"]?.schema, name).toBeDefined();
      }
      if (op.session) {
        expect(documented.responses["401"], name).toBeDefined();
        expect(documented.security, name).toEqual([{ sessionCookie: [] }]);
      }
      for (const [status, r] of Object.entries(documented.responses)) {
        if (status === "429") expect(r.headers, `${name} 429`).toHaveProperty("Retry-After");
      }
    }
    expect(operation("post", "/api/auth/login").responses["200"]!.headers).toHaveProperty("Set-Cookie");
    // Registration starts no session (issue 30 item 22): the account signs in once its address is confirmed.
    expect(operation("post", "/api/auth/register").responses["202"]!.headers).toBeUndefined();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("describes request bodies as the handlers' zod schemas take them", () => {
    const register = requestSchema("post", "/api/auth/register");
    expect(Object.keys(register.properties as Json).sort()).toEqual(["email", "fullName", "password", "username"]);
    // fullName may be left out (the schema turns a missing field into ""); the others may not.
    expect(register.required).toEqual(["username", "email", "password"]);
    expect(requestSchema("post", "/api/auth/login").required).toEqual(["login", "password"]);
    expect(requestSchema("post", "/api/newsletter").required).toEqual(["email"]);
    expect(requestSchema("post", "/api/auth/verify-email").required).toEqual(["token"]);
    expect(operation("post", "/api/newsletter/unsubscribe").requestBody?.content).toHaveProperty(
      "application/x-www-form-urlencoded",
    );
  });

  it("has request and response examples that fit the documented and the zod schemas", () => {
    signInInput.parse(examples.exampleLoginBody);
    registerInput.parse(examples.exampleRegisterBody);
    signupInput.parse(examples.exampleNewsletterSignupBody);
    userProfileSchema.strict().parse(examples.exampleUserProfile);
    newsletterAnswerSchema.parse(examples.exampleNewsletterSignup);
    for (const e of [examples.exampleInvalidInput, examples.exampleForbiddenOrigin, examples.exampleRateLimited])
      errorSchema.parse(e);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = op.requestBody?.content["application/json"];
        if (body?.example !== undefined) expect(check(body.schema, body.example), `${method} ${path} body`).toEqual([]);
        for (const [status, r] of Object.entries(op.responses)) {
          const content = r.content?.["application/json"];
          if (content?.schema && content.example !== undefined)
            expect(check(content.schema, content.example), `${method} ${path} ${status}`).toEqual([]);
        }
      }
    }
  });
});

describe("real requests and answers fit the document", () => {
  it("POST /api/auth/login: the body sent and the 200 answer, then logout's 204", async () => {
    const user = await makeUser(t, { fullName: "Dana Rivera" });
    const body = { login: user.username, password: user.password };
    expect(check(requestSchema("post", "/api/auth/login"), body)).toEqual([]);
    const res = await call(app, "/api/auth/login", { body }, fromIp("198.51.100.10"));
    expect(res.status).toBe(200);
    const profile = await expectDocumented("post", "/api/auth/login", res.clone());
    expect(profile).toMatchObject({ username: user.username, fullName: "Dana Rivera" });
    const cookie = sessionCookieFrom(res);

    const me = await call(app, "/api/auth/user", { cookie });
    expect(await expectDocumented("get", "/api/auth/user", me)).toEqual(profile);
    await expectDocumented(
      "get",
      "/api/auth/password-status",
      await call(app, "/api/auth/password-status", { cookie }),
    );

    const out = await call(app, "/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(204);
    await expectDocumented("post", "/api/auth/logout", out);
    const after = await call(app, "/api/auth/user", { cookie });
    expect(after.status).toBe(401);
    await expectDocumented("get", "/api/auth/user", after);
  });

  it("POST /api/auth/login: wrong password and a body that is not JSON", async () => {
    const user = await makeUser(t);
    const wrong = await call(app, "/api/auth/login", { body: { login: user.username, password: "not it at all" } });
    expect(wrong.status).toBe(401);
    await expectDocumented("post", "/api/auth/login", wrong);
    const notJson = await app.request("http://localhost/api/auth/login", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await expectDocumented("post", "/api/auth/login", notJson)).toMatchObject({
      error: { code: "invalid_json" },
    });
  });

  it("POST /api/auth/register: a 400 names documented body fields, and the document refuses the body too", async () => {
    const body = { username: "x", email: "not-an-email", password: "password" };
    expect(check(requestSchema("post", "/api/auth/register"), body)).not.toEqual([]);
    const res = await call(app, "/api/auth/register", { body }, fromIp("198.51.100.11"));
    expect(res.status).toBe(400);
    const answer = (await expectDocumented("post", "/api/auth/register", res)) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(answer.error.code).toBe("invalid_input");
    expect(Object.keys(answer.error.fields).sort()).toEqual(["email", "password", "username"]);
    const documentedFields = Object.keys(requestSchema("post", "/api/auth/register").properties as Json);
    for (const field of Object.keys(answer.error.fields)) expect(documentedFields).toContain(field);
  });

  it("POST /api/auth/register: 202 with the documented message and no cookie", async () => {
    const body = { ...examples.exampleRegisterBody, username: "openapi.tester", email: "openapi.tester@example.com" };
    expect(check(requestSchema("post", "/api/auth/register"), body)).toEqual([]);
    const res = await call(app, "/api/auth/register", { body }, fromIp("198.51.100.12"));
    expect(res.status).toBe(202);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await expectDocumented("post", "/api/auth/register", res)).toMatchObject({
      message: expect.stringContaining("Check your email"),
    });
  });

  it("POST /api/newsletter: the signup answer, a bad address and the Origin check", async () => {
    const body = { email: "openapi.parent@example.com" };
    expect(check(requestSchema("post", "/api/newsletter"), body)).toEqual([]);
    const res = await call(app, "/api/newsletter", { body }, fromIp("198.51.100.13"));
    expect(res.status).toBe(202);
    expect(await expectDocumented("post", "/api/newsletter", res)).toMatchObject({ code: "newsletter_check_inbox" });

    const bad = await call(app, "/api/newsletter", { body: { email: "nope" } }, fromIp("198.51.100.13"));
    expect(bad.status).toBe(400);
    expect(await expectDocumented("post", "/api/newsletter", bad)).toMatchObject({
      error: { code: "invalid_input", fields: { email: expect.any(String) } },
    });

    const foreign = await call(app, "/api/newsletter", { body, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await expectDocumented("post", "/api/newsletter", foreign)).toMatchObject({
      error: { code: "forbidden_origin" },
    });
  });

  it("every operation documents its unknown-parameter 400, and answers it as documented", async () => {
    const checked: string[] = [];
    // The document's operations are the registered routes (the first test above), so none is skipped.
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const documented = operation(method, path).responses["400"];
        expect(documented, name).toBeDefined();
        expect(JSON.stringify(documented), name).toContain("unknown_parameter");
        const res = await app.request(`http://localhost${path.replace(/\{[^}]+\}/g, "1")}?zip=78704`, {
          method: method.toUpperCase(),
          headers: { origin: "http://localhost" },
        });
        expect(res.status, name).toBe(400);
        const answer = (await expectDocumented(method, path, res)) as { error: { code: string } };
        expect(answer.error.code, name).toBe("unknown_parameter");
        // Where the documented example is this answer, it is the real one word for word.
        const example = documented!.content?.["application/json"]?.example as { error: { code: string } } | undefined;
        if (example?.error.code === "unknown_parameter") expect(answer, name).toEqual(example);
        checked.push(name);
      }
    }
    expect(checked.length).toBe(operations.length);
  });

  it("POST /api/newsletter/confirm and /unsubscribe: a bad token's 400", async () => {
    for (const path of ["/api/newsletter/confirm", "/api/newsletter/unsubscribe"]) {
      const res = await call(app, path, { body: examples.exampleLinkToken });
      expect(res.status, path).toBe(400);
      expect(await expectDocumented("post", path, res)).toMatchObject({ error: { code: "newsletter_link_invalid" } });
    }
  });
});

describe("/api/docs", () => {
  it("shows each operation with its method badge, request body and the Origin check", async () => {
    const html = await (await app.request("/api/docs")).text();
    for (const op of operations) {
      const id = `${op.method}-${op.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;
      const start = html.indexOf(`<section id="${id}"`);
      expect(start, id).toBeGreaterThan(-1);
      const section = html.slice(start, html.indexOf("</section>", start));
      expect(section).toContain(`<span class="method method-${op.method}">${op.method.toUpperCase()}</span>`);
      if (op.body) {
        expect(section, id).toContain("<h3>Request body</h3>");
        for (const field of Object.keys(requestSchema(op.method, op.path).properties as Json))
          expect(section, `${id} ${field}`).toContain(`<code>${field}</code>`);
      }
      if (op.method !== "get") expect(section, id).toContain("Origin check");
    }
    expect(html).toContain('id="state-changing-h"');
    expect(html).not.toContain("read-only, no authentication");
  });
});
