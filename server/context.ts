import type { Config } from "./config.server.ts";
import type { Database } from "@db/client.server.ts";
import type { Logger } from "./logger.server.ts";
import type { RequestAuth } from "./auth/request-auth.server.ts";
import type { RequestGeneration } from "@db/data-generation.server.ts";

/** What every request handler (API route, page loader or action) gets from the server. */
// Type aliases, not interfaces: React Router's AppLoadContext has an index signature that
// only object type aliases satisfy.
export type AppServices = {
  config: Config;
  database: Database;
  logger: Logger;
  startedAt: number;
  version: string;
};

export type RequestContext = AppServices & {
  requestId: string;
  /** Nonce for the inline scripts of this response (Content-Security-Policy). */
  cspNonce: string;
  /** The signed-in session (resolved lazily, once), client IP and cookie mode. */
  auth: RequestAuth;
  /**
   * Told by app/entry.server.tsx of a page it rendered whole, with its body's bytes: compression
   * then takes them instead of reading the answer back (a copy through a web stream).
   */
  wholeBody?: ((response: Response, bytes: Buffer<ArrayBuffer>) => void) | undefined;
  /** A page GET's one read of the data generation, shared by its kept reads (none for writes). */
  dataGeneration?: RequestGeneration | undefined;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
