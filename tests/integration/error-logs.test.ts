/**
 * Errors are logged as one JSON line through pino, without a failed query's values (issue 15,
 * defect 7): a registration whose insert fails must not log the password hash, the username or
 * the address; an error in a page loader goes through pino, not multi-line text on stderr.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handleError } from "../../app/entry.server.tsx";
import { createLogger } from "../../server/logger.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import type { RequestContext } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { call } from "./auth-support.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

/** A logger whose lines are kept. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger("info", false, stream), lines };
}

describe("error logs", () => {
  it("leave out a failed query's parameters and PostgreSQL's quoted input", async () => {
    const { logger, lines } = capturingLogger();
    const error = await t.db.execute(sql`select ${"$argon2id$v=19$secret-hash"}::int`).catch((e: unknown) => e);
    logger.error({ err: error }, "query failed");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(lines[0]).not.toContain("secret-hash");
    expect(line.err.message).toBe("Failed query");
    expect(line.err.causes[0]).toMatchObject({ code: "22P02" });
    expect(line.err.stack).toMatch(/^\s+at /);
  });

  it("of a registration whose insert fails hold neither the hash nor the username nor the address", async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ ...testServices(t), logger });
    // A broken schema makes the insert fail the way an outage would.
    await t.sql`alter table users rename column full_name to full_name_gone`;
    try {
      const res = await call(app, "/api/auth/register", {
        body: {
          username: "leaky_user",
          email: "leaky@example.com",
          fullName: "Leaky Name",
          password: "a long enough passphrase",
        },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.sql`alter table users rename column full_name_gone to full_name`;
    }
    const text = lines.join("\n");
    expect(text).toContain('"unhandled error"');
    for (const secret of ["leaky_user", "leaky@example.com", "Leaky Name", "$argon2id", "passphrase"]) {
      expect(text).not.toContain(secret);
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("of a page loader go through pino as one JSON line", () => {
    const { logger, lines } = capturingLogger();
    const context = { logger, requestId: "req-123" } as unknown as RequestContext;
    const error = new Error("loader broke\nsecond line");
    handleError(error, { request: new Request("http://localhost/texas"), context, params: {} } as never);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "page error",
      requestId: "req-123",
      err: { message: "loader broke" },
    });
  });
});
