/**
 * The react-router patch's fourth part (ADR 0027): the static handler keeps the matches of the
 * last paths. A kept answer must be the one a fresh match gives, for every path in turn.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as ReactRouter from "react-router";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

// The ES module build, as the server imports it (Vitest would load the CommonJS one, unpatched).
const { createStaticHandler } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, "../node_modules/react-router/dist/development/index.mjs")).href
)) as typeof ReactRouter;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => null,
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "search", path: "search", loader: () => "search" },
      { id: "state", path: ":state", loader: ({ params }) => `state ${params.state}` },
      { id: "city", path: ":state/:city", loader: ({ params }) => `city ${params.state}/${params.city}` },
      { id: "listing", path: ":state/:city/:slug/:id", loader: ({ params }) => `listing ${params.id}` },
    ],
  },
];

async function matched(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return context;
}

describe("kept route matches", () => {
  it("match every path as a fresh handler does, again and again", async () => {
    const kept = createStaticHandler(routes);
    const paths = ["/", "/search", "/texas", "/texas/austin", "/texas/austin/aba/12", "/texas/houston", "/texas"];
    for (const round of [1, 2]) {
      for (const path of paths) {
        const fresh = await matched(createStaticHandler(routes), path);
        const again = await matched(kept, path);
        expect(
          again.matches.map((m) => [m.route.id, m.pathname, m.params]),
          `${path}, round ${round}`,
        ).toEqual(fresh.matches.map((m) => [m.route.id, m.pathname, m.params]));
        expect(again.loaderData).toEqual(fresh.loaderData);
      }
    }
  });

  it("answer 404 for a path no route matches, each time", async () => {
    const handler = createStaticHandler(routes);
    for (let i = 0; i < 2; i++) {
      const context = await handler.query(new Request("http://localhost/a/b/c/d/e"));
      expect(context instanceof Response ? context.status : context.statusCode).toBe(404);
    }
  });
});
