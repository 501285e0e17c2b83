/** Production entry: serves the built app (npm start). */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { boot, configOrExit, onShutdown } from "./boot.server.ts";
import type { Server } from "node:http";
import { applyConnectionTimeouts } from "./http/connection-timeouts.server.ts";
import { gracefulCloser } from "./http/graceful-close.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = configOrExit();
// React picks its production server renderer from NODE_ENV; the site's own mode stays in config.
process.env.NODE_ENV = "production";

const t0 = Date.now();
let opened: Awaited<ReturnType<typeof boot>>["opened"] | undefined;
try {
  // The build first: a missing build must fail before the database starts.
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  // Imported only now: React reads NODE_ENV when first loaded, and the HTTP app reaches
  // react-router (page responses), so a static import would load React's development build.
  const { createRequestHandler } = await import("react-router");
  const { createApp } = await import("./http/app.server.ts");
  const { startInsights } = await import("./insights/insights-recorder.server.ts");
  const { startPageCache } = await import("./http/start-page-cache.server.ts");
  const handler = createRequestHandler(build, "production");
  const booted = await boot(config);
  opened = booted.opened;
  const { services, logger, jobs } = booted;
  const database = booted.opened;
  const insights = startInsights(services.database, logger);
  const { watchGeneration } = await import("./http/page-cache-generation.server.ts");
  const { startConfiguredReplicas } = await import("./http/read-replicas.server.ts");
  // One watcher of the data generation for the page cache and the replicas (ADR 0022).
  const generation =
    config.PAGE_CACHE_SECONDS > 0 && config.DATABASE_REPLICA_URL.length > 0
      ? await watchGeneration(services.database.sql, logger)
      : undefined;
  const pageCache = await startPageCache(services, generation);
  const replicas = await startConfiguredReplicas(services, generation);
  const app = createApp(services, {
    insights,
    handlePage: (request, context) => handler(request, context),
    staticRoot: path.join(root, "build/client"),
    pageCache,
    replicas,
  });
  const server = serve({ fetch: app.fetch, port: config.PORT }, (info) => {
    logger.info({ port: info.port, ms: Date.now() - t0 }, `ABA Atlas is ready at http://localhost:${info.port}`);
  });
  applyConnectionTimeouts(server as Server);
  const closeServer = gracefulCloser(server as Server);
  server.on("error", (err: NodeJS.ErrnoException) => {
    logger.fatal(err.code === "EADDRINUSE" ? `Port ${config.PORT} is in use: set PORT to a free port.` : err.message);
    void jobs
      .stop(1000)
      .then(() => database.close())
      .then(() => process.exit(1));
  });
  onShutdown(logger, async () => {
    // No new connections; requests being answered finish (up to 10 s), their connections close after them.
    const { forced } = await closeServer();
    if (forced) logger.warn("requests still running after 10 s: their connections were closed");
    await pageCache?.close();
    await replicas?.close();
    // The last few seconds of counts, before the database closes.
    await insights.stop();
    await jobs.stop(10_000);
    await database.close();
  });
} catch (err) {
  process.stderr.write(`ABA Atlas could not start: ${(err as Error).message}\n`);
  // Never leave an embedded PostgreSQL running behind a server that did not start.
  await opened?.close().catch(() => {});
  process.exit(1);
}
