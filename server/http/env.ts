import type { AppServices } from "../context.ts";
import type { RequestAuth } from "../auth/request-auth.server.ts";
import type { SessionUser } from "../auth/users.server.ts";

export interface AppEnv {
  Variables: {
    services: AppServices;
    requestId: string;
    cspNonce: string;
    /** The request's session and client facts (server/auth/middleware.server.ts). */
    auth: RequestAuth;
    /** Set by requireApiUser() for the handlers after it. */
    user: SessionUser;
  };
}
