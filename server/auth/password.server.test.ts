import { afterEach, describe, expect, it, vi } from "vitest";
import { CHEAP_HASHING_VARIABLE, PRODUCTION_HASH_COST, TEST_ONLY_HASH_COST, hashCostFor } from "./password.server.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("password hashing cost", () => {
  it("hashes with the production argon2id cost (19 MiB, t=2, p=1) unless tests ask otherwise", async () => {
    vi.stubEnv(CHEAP_HASHING_VARIABLE, "");
    vi.resetModules();
    // A fresh copy of the module: the cost is read once, when it loads.
    const { hashPassword, verifyPassword } = await import("./password.server.ts");
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery stapler")).toBe(false);
  });

  it("the cheap test cost applies only under NODE_ENV=test and is refused elsewhere", () => {
    expect(hashCostFor({})).toBe(PRODUCTION_HASH_COST);
    expect(hashCostFor({ NODE_ENV: "production" })).toBe(PRODUCTION_HASH_COST);
    expect(hashCostFor({ [CHEAP_HASHING_VARIABLE]: "1", NODE_ENV: "test" })).toBe(TEST_ONLY_HASH_COST);
    for (const NODE_ENV of ["production", "development", undefined]) {
      expect(() => hashCostFor({ [CHEAP_HASHING_VARIABLE]: "1", NODE_ENV })).toThrow(/refused outside tests/);
    }
  });

  it("a hash made at the test cost still verifies with the production code path", async () => {
    // Vitest runs with the cheap cost (vitest.config.ts); the parameters travel inside the hash.
    const { hashPassword, verifyPassword } = await import("./password.server.ts");
    const stored = await hashPassword("quiet river compass 7");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword(stored, "quiet river compass 7")).toBe(true);
    expect(await verifyPassword(stored, "quiet river compass 8")).toBe(false);
  });
});
