import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../../db/client.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { DEFAULT_OG_IMAGE_PATH } from "../../domain/site.ts";
import { testServices } from "../support/services.ts";

// public/ is what the build copies to build/client, the production static root.
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
// Static files never touch the database: nothing listens on port 1.
const database = connect("postgres://nobody:x@127.0.0.1:1/none", { max: 1, connectTimeoutSeconds: 1 });
afterAll(() => database.sql.end({ timeout: 0 }));

describe("static files", () => {
  const app = createApp(testServices(database), { staticRoot: publicDir });

  it("serves the Open Graph image the pages point to: a 1200×630 PNG under 100 KB", async () => {
    expect(DEFAULT_OG_IMAGE_PATH).toBe("/og-image.png");
    const res = await app.request(DEFAULT_OG_IMAGE_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(body.length).toBeLessThan(100 * 1024);
    expect(body.equals(readFileSync(path.join(publicDir, "og-image.png")))).toBe(true);
  });

  it("serves the favicon as SVG", async () => {
    const res = await app.request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});
