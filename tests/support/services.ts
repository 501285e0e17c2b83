import pino from "pino";
import { parseConfig } from "../../server/config.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { Database } from "../../db/client.server.ts";

/** App services over a test database, with a silent logger and a test configuration. */
export function testServices(database: Database, env: Record<string, string> = {}): AppServices {
  return {
    config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }),
    database,
    logger: pino({ level: "silent" }),
    startedAt: Date.now(),
    version: "test",
  };
}
