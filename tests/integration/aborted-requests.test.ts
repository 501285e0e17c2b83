/**
 * A page data request whose client went away (a navigation superseded its `.data` fetch) is
 * not an error: React Router answers 500 for the aborted loader, the app turns it into 499
 * and logs it below the error level.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/logger.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

it("logs an aborted .data request as 499 at info level, not as a 500 error", async () => {
  const lines: { level: number; msg: string; status?: number; path?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let aborted!: () => void;
  const sawAbort = new Promise<void>((resolve) => (aborted = resolve));
  const app = createApp(
    { ...testServices(t), logger: createLogger("info", false, stream) },
    {
      // As React Router does for a loader cut short: wait for the abort, then answer 500.
      handlePage: (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener("abort", () => {
            aborted();
            resolve(new Response("Unexpected Server Error", { status: 500 }));
          });
        }),
    },
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: "127.0.0.1", port, path: "/search.data?q=austin" });
    req.on("error", () => {});
    req.end();
    // The client leaves before the answer.
    setTimeout(() => req.destroy(), 100);
    await sawAbort;
    await expect.poll(() => lines.find((l) => l.msg === "request")).toBeTruthy();
    const line = lines.find((l) => l.msg === "request")!;
    expect(line).toMatchObject({ status: 499, path: "/search.data?q=austin" });
    expect(line.level).toBeLessThan(50);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
