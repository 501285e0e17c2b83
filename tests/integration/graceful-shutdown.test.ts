import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/test-database.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = "";
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ABA Atlas is ready")) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** A raw HTTP/1.1 connection, so the test decides when each byte of the request is sent. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("close", () => resolve(text));
  });
}

describe("graceful shutdown (SIGTERM)", () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.exitCode === null && child.kill("SIGKILL")));

  it("finishes the request it is answering, closes its keep-alive connection after it, refuses new ones and exits 0", async () => {
    const db = await createTestDatabase();
    const dataDir = await tempDirForThisFile("aba-shutdown-");
    const port = await freePort();
    // The server as npm start runs it: not Vitest's test-only variables.
    const { TEST_ONLY_CHEAP_PASSWORD_HASHING: _cheap, NODE_ENV: _mode, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...env,
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        DEMO_DATA: "0",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    await waitForReady(child);

    // A keep-alive connection that has answered once, then is in the middle of a second request:
    // its body arrives slowly (a slow client), so the request is in flight when SIGTERM comes.
    const socket = await connect(port);
    const answer = readAll(socket);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const body = JSON.stringify({ email: "someone@example.com" });
    socket.write(
      `POST /api/auth/reset-password/request HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const t0 = Date.now();
      child.once("exit", (code) => resolve({ code, ms: Date.now() - t0 }));
    });
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    // No new connection is taken while the slow request is still being answered.
    await expect(connect(port).then((s) => s.destroy())).rejects.toMatchObject({ code: "ECONNREFUSED" });

    socket.write(body.slice(5));
    const text = await answer; // the server closes the connection after its answer
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200, 202]); // 202: the reset request is taken
    expect(text.split("HTTP/1.1 ")[2]).toMatch(/^connection: close\r$/im);

    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(15_000);
  }, 90_000);
});
