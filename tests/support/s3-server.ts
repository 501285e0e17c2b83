/**
 * A real S3-compatible server for tests and benches: s3rver (an npm S3 server) run as its own
 * child process on a loopback port, over a temporary folder, with one bucket made at start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface S3Server {
  /** STORAGE_URL for the bucket (path style, local endpoint). */
  url: string;
  /** Credentials s3rver accepts. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startS3Server(bucket = "photos"): Promise<S3Server> {
  const dir = await mkdtemp(path.join(tmpdir(), "aba-s3rver-"));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, "--silent", "-d", dir, "-a", "127.0.0.1", "-p", String(port), "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
  return {
    url: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
