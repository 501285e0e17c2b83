import type { Config } from "../config.server.ts";
import { readCookie } from "@domain/cookies.ts";

/** Idle timeout: a session unused for 30 days ends (sliding; see docs/decisions/0005). */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
/** Absolute lifetime: every session ends 90 days after sign-in, however active. */
export const SESSION_ABSOLUTE_SECONDS = 90 * 24 * 60 * 60;
/** Sessions of site_admin and listing_admin accounts end 30 days after sign-in (NIST AAL1 re-authentication). */
export const ADMIN_SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** last_seen_at is written at most this often per session (not on every request). */
export const SESSION_TOUCH_SECONDS = 5 * 60;

const SECURE_SESSION_COOKIE = "__Host-session";
const PLAIN_SESSION_COOKIE = "session";

/** Secure cookies when the request came over HTTPS or the site's public address is HTTPS. */
export function usesSecureCookies(config: Pick<Config, "PUBLIC_URL">, request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).protocol === "https:" : false;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, no Domain; Secure with the __Host-
 * prefix over HTTPS. It lasts until the session's absolute end; the server enforces the rest.
 */
export function sessionCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Removes the session cookie from the browser. */
export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The session token from the Cookie header (only the cookie name this mode uses). */
export function readSessionToken(request: Request, secure: boolean): string | null {
  return readCookie(request.headers.get("cookie"), sessionCookieName(secure)) || null;
}
