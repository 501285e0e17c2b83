import { activeInsuranceProviders } from "@server/listings/insurance-providers.server.ts";
import type { OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE } from "./validation.ts";

export const insuranceProvidersHandlers = {
  "get /api/insurance-providers": async (c) => {
    const providers = await activeInsuranceProviders(c.var.services);
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(providers);
  },
} satisfies OperationHandlers;
