/**
 * Image answers from each photo store under load (ADR 0021): the local folder, PostgreSQL
 * (stored_files) and S3 (s3rver, an S3-compatible server, on loopback).
 *
 *   node --import tsx bench/photo-store.ts   (npm run bench:photo-store)
 *
 * Starts an embedded PostgreSQL in a temporary DATA_DIR, stores PHOTOS (default 24) photos, each
 * in the six variants an upload makes (card/detail x AVIF/WebP/JPEG, from one 1600x1200 JPEG),
 * in all three stores, then for each store starts the app in its own process (bench/support/
 * photo-server.ts) and drives it with autocannon: CONNECTIONS (default 50) connections for
 * SECONDS (default 10) over GET /api/images/{id}?size=card|detail with the three Accept headers a
 * browser sends. Prints a Markdown table: p50 / p99 latency, requests/s, non-2xx, errors, load.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pino from "pino";
import sharp from "sharp";
import { EMBEDDED_DATABASE_NAME } from "../db/embedded-database-name.ts";
import { openCommandDatabase } from "../server/command-database.server.ts";
import { parseConfig } from "../server/config.server.ts";
import { renderVariants } from "../server/images/image-variants.server.ts";
import { storageOf, type StorageKind } from "../server/images/storage.server.ts";
import { startS3Server } from "../tests/support/s3-server.ts";
import { exited } from "./support/app-process.ts";

const PHOTOS = Number(process.env.PHOTOS ?? 24);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3471);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-photo-bench-"));
await fs.chmod(dataDir, 0o755);
const s3 = await startS3Server();
const env = { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn" };
const config = parseConfig({
  ...env,
  STORAGE_URL: s3.url,
  AWS_ACCESS_KEY_ID: s3.accessKeyId,
  AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
const opened = await openCommandDatabase(config, pino({ level: "warn" }));
const read = (name: string) => fs.readFile(path.join(dataDir, name), "utf8").then((s) => s.trim());
const databaseUrl = `postgres://postgres:${encodeURIComponent(await read("postgres-password"))}@127.0.0.1:${await read("postgres-port")}/${EMBEDDED_DATABASE_NAME}`;

try {
  const source = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#4477aa",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const variants = await renderVariants(source, "bench");
  const kinds: StorageKind[] = ["local", "postgres", "s3"];
  const ids: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const base = `listings/bench/${randomUUID()}`;
    const [row] = await opened.database.sql<{ id: number }[]>`
      insert into uploaded_files (filename, original_name, path, size, mimetype, checksum)
      values (${path.basename(base)}, 'bench.jpg', ${base}, ${source.length}, 'image/jpeg', ${"bench" + i})
      returning id`;
    ids.push(row!.id);
    for (const kind of kinds) {
      const store = storageOf(kind, config, opened.database);
      for (const v of variants) await store.put(v.key.replace(/^bench\//, `${base}/`), v.bytes);
    }
  }
  const sizes = Object.fromEntries(variants.map((v) => [v.key, v.bytes.length]));
  console.log(`${PHOTOS} photos x ${variants.length} variants; bytes per variant: ${JSON.stringify(sizes)}`);

  const accepts = ["image/avif,image/webp,*/*", "image/webp,*/*", "*/*"];
  const requests = ids.flatMap((id) =>
    ["card", "detail"].flatMap((size) =>
      accepts.map((accept) => ({
        method: "GET" as const,
        path: `/api/images/${id}?size=${size}`,
        headers: { accept },
      })),
    ),
  );
  const rows: string[] = [];
  for (const kind of kinds) {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/support/photo-server.ts"], {
      env: {
        ...process.env,
        ...env,
        LOG_LEVEL: "error",
        PORT: String(PORT),
        DATABASE_URL: databaseUrl,
        STORAGE: kind,
        STORAGE_URL: kind === "s3" ? s3.url : "",
        AWS_ACCESS_KEY_ID: s3.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
      child.once("exit", (code) => reject(new Error(`photo server (${kind}) exited ${code}`)));
    });
    try {
      const url = `http://127.0.0.1:${PORT}`;
      for (const r of requests.slice(0, 12)) {
        const res = await fetch(url + r.path, { headers: r.headers });
        if (res.status !== 200) throw new Error(`${kind}: ${r.path} answered ${res.status}`);
        await res.arrayBuffer();
      }
      await autocannon({ url, connections: 10, duration: 2, requests }); // warm-up
      const load0 = os.loadavg()[0]!;
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
      const load1 = os.loadavg()[0]!;
      rows.push(
        `| ${kind} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ` +
          `${(result.throughput.average / 1e6).toFixed(1)} | ${result.non2xx} | ${result.errors} | ` +
          `${load0.toFixed(2)} → ${load1.toFixed(2)} |`,
      );
    } finally {
      const gone = exited(child);
      child.kill("SIGTERM");
      await gone;
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per store, ${requests.length} distinct requests (cpus: ${os.cpus().length})\n`,
  );
  console.log(
    "| Store | p50 ms | p99 ms | req/s | MB/s | non-2xx | errors | load (1 min) |\n|---|---|---|---|---|---|---|---|",
  );
  for (const row of rows) console.log(row);
} finally {
  await opened.close();
  await s3.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
