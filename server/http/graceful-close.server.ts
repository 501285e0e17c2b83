import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** How long requests already being answered may run after SIGTERM before their connections are cut. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Graceful close for an HTTP server (issue 31, behind a proxy). Node's server.close() stops
 * accepting and drops idle keep-alive connections, but a keep-alive connection busy at that
 * moment goes on taking requests until its keep-alive timeout, and close() waits for it without
 * bound. Here, once closing: every response still to be written says `Connection: close` and
 * its connection ends after it; a connection whose response was already on its way ends when
 * that response finishes; whatever is still open after `limitMs` is cut.
 * Call this once, before the server takes requests; call the returned function to close.
 */
export function gracefulCloser(server: Server): (limitMs?: number) => Promise<{ forced: boolean }> {
  let closing = false;
  const answering = new Set<ServerResponse>();
  const endAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    // Headers already sent with keep-alive: the connection becomes idle when this response ends.
    else res.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    answering.add(res);
    res.once("close", () => answering.delete(res));
    if (closing) endAfter(res);
  });
  return (limitMs = DRAIN_LIMIT_MS) => {
    closing = true;
    for (const res of answering) endAfter(res);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve({ forced: true });
      }, limitMs);
      server.close(() => {
        clearTimeout(timer);
        resolve({ forced: false });
      });
      server.closeIdleConnections();
    });
  };
}
