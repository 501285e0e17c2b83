import type { Server } from "node:http";

/** How long a client may take to send a request's headers. */
const HEADERS_TIMEOUT_MS = 20_000;
/** How long a connection may stay silent, in the middle of a request body or a response, before it is closed. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Timeouts that free a connection a client holds without sending (issue 30, item 32: a stalled
 * body kept its connection 75 s and more). The whole-request timeout is off on purpose: a
 * registry file of 2 GB may take longer than Node's default 5 minutes to upload, but it never
 * goes silent for 30 s; the idle timeout is what stops a stalled or trickling-to-nothing body.
 */
export function applyConnectionTimeouts(
  server: Pick<Server, "setTimeout" | "headersTimeout" | "requestTimeout">,
  idleMs = IDLE_TIMEOUT_MS,
): void {
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, idleMs);
  server.requestTimeout = 0;
  // A socket silent this long is destroyed (no handler is given, so Node does it).
  server.setTimeout(idleMs);
}
