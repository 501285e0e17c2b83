import type { AppServices } from "../context.ts";
import type { RequestAuth } from "../auth/request-auth.server.ts";
import type { SessionUser } from "../auth/users.server.ts";

export interface AppEnv {
  Variables: {
    services: AppServices;
    requestId: string;
    cspNonce: string;
    /**
     * Set when a cached page is replayed (server/http/page-cache.server.ts): its inline scripts
     * carry the nonce of the render that made it, so its CSP allows them by hash instead.
     */
    cspScriptHashes?: string[];
    /** The request's session and client facts (server/auth/middleware.server.ts). */
    auth: RequestAuth;
    /** A page rendered whole and its body's bytes (RequestContext.wholeBody), for compression. */
    wholeBody?: { response: Response; bytes: Buffer<ArrayBuffer> };
    /** Set by requireApiUser() for the handlers after it. */
    user: SessionUser;
  };
}
