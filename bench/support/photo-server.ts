/**
 * The app (createApp, the same Hono app npm start serves) on PORT over DATABASE_URL, with the photo
 * store that STORAGE / STORAGE_URL name: one store's server for bench/photo-store.ts, in its own
 * process so the load generator does not share its event loop.
 */
import { serve } from "@hono/node-server";
import pino from "pino";
import { connect } from "../../db/client.server.ts";
import { parseConfig } from "../../server/config.server.ts";
import { createApp } from "../../server/http/app.server.ts";

const config = parseConfig(process.env);
if (!config.DATABASE_URL) throw new Error("photo-server needs DATABASE_URL");
const database = connect(config.DATABASE_URL, { max: 10 });
const app = createApp({
  config,
  database,
  logger: pino({ level: config.LOG_LEVEL }),
  startedAt: Date.now(),
  version: "bench",
});
serve({ fetch: app.fetch, port: config.PORT, hostname: "127.0.0.1" }, (info) => {
  console.log(`listening on ${info.port}`);
});
