/** Responses go out compressed: build assets precompressed (brotli, gzip), pages and API answers on the fly. */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { precompress } from "../../scripts/precompress.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { seedFixture } from "./listings-fixture.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let root: string;
const script = `export const providers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Provider ${i}`))};\n`;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedFixture(t.sql);
  root = await tempDirForThisFile("aba-static-");
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets/app-abc123.js"), script);
  writeFileSync(path.join(root, "assets/tiny-abc123.js"), "export {};\n");
  await precompress(root);
});

describe("compression", () => {
  const app = () => createApp(testServices(t), { staticRoot: root });

  it("writes .br and .gz beside each compressible build file, leaving tiny files alone", () => {
    const file = path.join(root, "assets/app-abc123.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(() => readFileSync(path.join(root, "assets/tiny-abc123.js.br"))).toThrow();
  });

  it("sends the brotli file to browsers that accept it, gzip to others, and plain text otherwise", async () => {
    const br = await app().request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await app().request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app().request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("compresses API answers for clients that accept gzip", async () => {
    const res = await app().request("/api/listings?homepage_map=true", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { listings: unknown[] };
    expect(body.listings.length).toBeGreaterThan(0);
  });
});
