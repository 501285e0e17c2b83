import { checkHealth } from "../health.server.ts";
import type { OperationHandlers } from "./operation-handlers.ts";

export const healthHandlers = {
  "get /api/health": async (c) => {
    const report = await checkHealth(c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json(report, report.status === "down" ? 503 : 200);
  },
} satisfies OperationHandlers;
