import { connect } from "node:net";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyConnectionTimeouts } from "./connection-timeouts.server.ts";

let server: Server;
let port = 0;

beforeAll(async () => {
  const app = new Hono().post("/", async (c) => c.text(`got ${(await c.req.text()).length}`));
  server = serve({ fetch: app.fetch, port: 0 }) as Server;
  applyConnectionTimeouts(server, 400);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head` and then `chunks` one every `everyMs`; resolves with what came back and when the socket closed. */
function send(head: string, chunks: string[], everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(head);
      chunks.forEach((chunk, i) => setTimeout(() => socket.writable && socket.write(chunk), (i + 1) * everyMs));
    });
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (answer += d));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, closedAfterMs: Date.now() - started }));
    // Closed by us only if the server never answers nor closes: the test then fails on the time.
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

describe("connection timeouts (issue 30, item 32)", () => {
  it("close a connection whose request body stalls", async () => {
    const { answer, closedAfterMs } = await send(
      "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nabc",
      [],
      0,
    );
    expect(answer).toBe("");
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("let a slow body that keeps arriving finish, however long it takes in all", async () => {
    const chunks = Array.from({ length: 8 }, () => "x".repeat(10));
    const { answer } = await send(
      "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 80\r\nConnection: close\r\n\r\n",
      chunks,
      250,
    );
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toContain("got 80");
  });
});
