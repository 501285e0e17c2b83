import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("server start-up", () => {
  it("stops with one clear line when a variable is invalid", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a number (got "eighty").');
  });
});
