import type { AppServices } from "../context.ts";
import { readSessionToken, sessionCookieName, usesSecureCookies } from "./cookies.server.ts";
import { resolveSession, type ResolvedSession } from "./sessions.server.ts";
import type { SessionUser } from "./users.server.ts";

/**
 * Who is asking, resolved at most once per request and only when something asks: the session
 * (from the cookie), the client's IP address and user agent, and the cookie mode.
 */
export interface RequestAuth {
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** Secure, __Host- prefixed cookies (HTTPS request or https PUBLIC_URL). */
  readonly secure: boolean;
  readonly cookieName: string;
  /** The base of links sent by email: the configured address (config.siteUrl), never the Host header. */
  readonly linkBase: string;
  session(): Promise<ResolvedSession | null>;
  user(): Promise<SessionUser | null>;
  /** True once resolution found a session cookie that no longer names a live session. */
  hasStaleCookie(): boolean;
  /** True once resolution found a live session: the response may show who is signed in. */
  foundSession(): boolean;
}

export function createRequestAuth(
  services: Pick<AppServices, "config" | "database">,
  request: Request,
  ip: string | null,
): RequestAuth {
  const secure = usesSecureCookies(services.config, request);
  const token = readSessionToken(request, secure);
  let pending: Promise<ResolvedSession | null> | undefined;
  let stale = false;
  let found = false;
  const session = () => {
    pending ??= resolveSession(services.database, token).then((s) => {
      stale = token !== null && s === null;
      found = s !== null;
      return s;
    });
    return pending;
  };
  return {
    ip,
    userAgent: request.headers.get("user-agent"),
    secure,
    cookieName: sessionCookieName(secure),
    linkBase: services.config.siteUrl,
    session,
    user: async () => (await session())?.user ?? null,
    hasStaleCookie: () => stale,
    foundSession: () => found,
  };
}
