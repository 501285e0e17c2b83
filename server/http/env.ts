import type { AppServices } from "../context.ts";

export interface AppEnv {
  Variables: {
    services: AppServices;
    requestId: string;
    cspNonce: string;
  };
}
