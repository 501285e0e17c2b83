import { Hono } from "hono";
import { activeInsuranceProviders } from "@server/listings/insurance-providers.server.ts";
import type { AppEnv } from "../http/env.ts";
import { SHORT_CACHE } from "./validation.ts";

export const insuranceProvidersApi = new Hono<AppEnv>().get("/", async (c) => {
  const providers = await activeInsuranceProviders(c.var.services);
  c.header("Cache-Control", SHORT_CACHE);
  return c.json(providers);
});
