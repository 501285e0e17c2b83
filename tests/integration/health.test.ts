import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../db/client.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe("GET /api/health", () => {
  it("reports a reachable, migrated database and the listing count", async () => {
    await t.sql`insert into listings (name, city, state, email) values ('A', 'Austin', 'TX', 'a@example.com')`;
    const app = createApp(testServices(t));
    const started = performance.now();
    const res = await app.request("/api/health");
    const elapsedMs = performance.now() - started;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: "ok",
      database: { reachable: true },
      migrations: { current: true },
      listings: { count: 1 },
      version: "test",
    });
    // A measured round trip: a number within the request's own time (not a constant, not missing).
    expect(body.database.latencyMs).toEqual(expect.any(Number));
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.database.latencyMs).toBeLessThanOrEqual(Math.ceil(elapsedMs));
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers 503 quickly when the database is gone", async () => {
    // Nothing listens on port 1: connections are refused at once.
    const gone = connect("postgres://nobody:x@127.0.0.1:1/none", { max: 1, connectTimeoutSeconds: 2 });
    const app = createApp(testServices(gone));
    const t0 = Date.now();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await res.json()).toMatchObject({ status: "down", database: { reachable: false } });
    await gone.close();
  });

  it("answers 503 within its time limit when the database stops answering", async () => {
    // A server that accepts connections and never replies, like a hung database host.
    const sockets: net.Socket[] = [];
    const blackHole = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const { port } = blackHole.address() as net.AddressInfo;
    const hung = connect(`postgres://nobody:x@127.0.0.1:${port}/none`, { max: 1, connectTimeoutSeconds: 30 });
    const app = createApp(testServices(hung));
    const t0 = Date.now();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(4000);
    for (const s of sockets) s.destroy();
    blackHole.close();
    await hung.sql.end({ timeout: 0 });
  });

  it("answers unknown API routes with the common JSON error shape", async () => {
    const app = createApp(testServices(t));
    const res = await app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API route GET /api/nope." } });
  });

  it("refuses a state-changing request from another origin", async () => {
    const app = createApp(testServices(t));
    const res = await app.request("http://localhost/api/health", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "forbidden_origin" } });
  });
});
