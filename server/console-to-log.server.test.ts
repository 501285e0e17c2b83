import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { sendConsoleToLog } from "./console-to-log.server.ts";
import { createLogger } from "./logger.server.ts";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const target = {} as Pick<Console, "log" | "info" | "debug" | "warn" | "error" | "trace">;
  sendConsoleToLog(createLogger("debug", false, destination), target);
  return { lines, target };
}

describe("the console in production", () => {
  it("writes one JSON object per line for a library's multi-line output", () => {
    const { lines, target } = capture();
    const died = new Error("Connection terminated unexpectedly");
    // What graphile-worker does when a worker dies while PostgreSQL restarts (main.js: console.trace(error)).
    target.trace(died);
    // A plain-text warning over several lines, formatted with a placeholder.
    target.warn("No routes matched location %s\nsecond line", "/x");
    target.log("hello");
    expect(lines).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[0]).toMatchObject({ level: 50, source: "console", msg: "Connection terminated unexpectedly" });
    expect(entries[0]!.err).toMatchObject({ type: "Error" });
    expect(entries[1]).toMatchObject({ level: 40, msg: "No routes matched location /x\nsecond line" });
    expect(entries[2]).toMatchObject({ level: 30, msg: "hello" });
  });

  it("keeps a failed query's parameters out of the log, as the logger does", () => {
    const { lines, target } = capture();
    target.error("query failed", Object.assign(new Error("boom"), { parameters: ["secret@example.org"] }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("secret@example.org");
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: "query failed boom" });
  });
});
