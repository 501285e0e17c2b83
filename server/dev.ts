/** Development entry (npm run dev): Vite with hot reload in front of the same Hono app. */
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { boot, configOrExit, onShutdown } from "./boot.server.ts";
import { createApp } from "./http/app.server.ts";
import { startInsights } from "./insights/insights-recorder.server.ts";

const config = configOrExit();
const { services, opened, logger, jobs } = await boot(config, { pretty: true });
const insights = startInsights(services.database, logger);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const app = createApp(services, {
  dev: true,
  insights,
  handlePage: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, () => logger.info(`ABA Atlas (development) at http://localhost:${config.PORT}`));
onShutdown(logger, async () => {
  await vite.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await insights.stop();
  await jobs.stop(10_000);
  await opened.close();
});
