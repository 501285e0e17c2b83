/** Helpers shared by the auth-*.test.ts files (not a test file itself). */
import { hashPassword } from "../../server/auth/password.server.ts";
import { createRequestAuth, type RequestAuth } from "../../server/auth/request-auth.server.ts";
import type { AppServices, RequestContext } from "../../server/context.ts";
import type { Database } from "../../db/client.server.ts";

export const ORIGIN = "http://localhost";
export const GOOD_PASSWORD = "correct horse battery staple";

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Inserts an account directly (argon2id hash), like an admin-created one. */
export async function makeUser(
  database: Database,
  options: {
    username?: string;
    email?: string;
    password?: string;
    role?: string;
    fullName?: string | null;
    isPasswordTemporary?: boolean;
    isActive?: boolean;
    preferredLanguage?: string | null;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `user${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const email = options.email ?? `${username}@example.com`;
  const password = options.password ?? GOOD_PASSWORD;
  const [row] = await database.sql<{ id: number }[]>`
    insert into users (username, email, password, role, full_name, is_password_temporary, is_active, preferred_language)
    values (${username}, ${email}, ${await hashPassword(password)}, ${options.role ?? "listing_contributor"},
            ${options.fullName ?? null}, ${options.isPasswordTemporary ?? false}, ${options.isActive ?? true},
            ${options.preferredLanguage ?? null})
    returning id`;
  return { id: row!.id, username, email, password };
}

/** The name=value pair of the session cookie a response set (for the next request's Cookie header). */
export function sessionCookieFrom(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => /^(__Host-)?session=[^;]+/.test(c));
  if (!set) throw new Error(`no session cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return set.split(";")[0]!;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

type Requestable = { request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

/** A JSON request to the app, same-origin by default (the CSRF check needs an Origin). */
export function call(app: Requestable, path: string, options: CallOptions = {}, env?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null && method !== "GET") headers.origin = options.origin ?? ORIGIN;
  return Promise.resolve(
    app.request(
      path.startsWith("http") ? path : `${ORIGIN}${path}`,
      { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
      env,
    ),
  );
}

/** Hono env that makes the request look like it came from this IP address. */
export function fromIp(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: "IPv4" } } };
}

/** A page loader/action context, as server/http/app.ts builds it for a request. */
export function pageContext(
  services: AppServices,
  request: Request,
  ip: string | null = "203.0.113.7",
): RequestContext {
  const auth: RequestAuth = createRequestAuth(services, request, ip);
  return { ...services, requestId: "test-request", cspNonce: "nonce", auth };
}

/** A form POST to a page, as a browser sends it. */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function pageRequest(
  path: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** Session rows of a user. */
export async function sessionCount(database: Database, userId: number): Promise<number> {
  const [row] = await database.sql<{ n: number }[]>`select count(*)::int as n from sessions where user_id = ${userId}`;
  return row!.n;
}

export async function auditActions(database: Database, userId: number): Promise<string[]> {
  const rows = await database.sql<
    { action: string }[]
  >`select action from audit_log where user_id = ${userId} order by id`;
  return rows.map((r) => r.action);
}

/** Extracts the first link with ?token= to a path from a message body (decoded). */
export function linkFrom(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`no ${path} link in message:\n${text}`);
  return match[0];
}

/** A route module's loader or action, as a test calls it. */
export type RouteFunction = (args: never) => unknown;

/**
 * Runs a page loader or action the way React Router would for that request (context from
 * pageContext, so `ip` defaults the same way); a thrown Response (redirect, error) is returned.
 */
export async function runRoute<T>(
  services: AppServices,
  fn: RouteFunction,
  request: Request,
  ip?: string | null,
): Promise<Response | T> {
  try {
    return (await fn({ request, context: pageContext(services, request, ip), params: {} } as never)) as T;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
