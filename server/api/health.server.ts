import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { checkHealth } from "../health.ts";

export const healthApi = new Hono<AppEnv>().get("/", async (c) => {
  const report = await checkHealth(c.var.services);
  c.header("Cache-Control", "no-store");
  return c.json(report, report.status === "down" ? 503 : 200);
});
