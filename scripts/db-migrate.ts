/** npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database. */
import { getConfig } from "../server/config.server.ts";
import { createLogger } from "../server/logger.server.ts";
import { openDatabase } from "../server/database.server.ts";

const config = getConfig();
const opened = await openDatabase(config, createLogger(config.LOG_LEVEL));
await opened.close();
console.info("Migrations are current.");
