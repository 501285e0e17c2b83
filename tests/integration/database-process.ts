/**
 * Not a test: a process that opens the embedded database as the server does (openDatabase, with
 * its restart and give-up handling) and prints "ready <port>", then idles until killed.
 * Used by database-crash.test.ts to watch a whole process live through, or exit on, a crash.
 */
import { getConfig } from "../../server/config.server.ts";
import { createLogger } from "../../server/logger.server.ts";
import { openDatabase } from "../../server/database.server.ts";

const config = getConfig();
const opened = await openDatabase(config, createLogger("warn"));
process.stdout.write(`ready ${opened.embedded!.port}\n`);
process.on("SIGTERM", () => void opened.close().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
