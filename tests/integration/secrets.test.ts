import { beforeAll, describe, expect, it } from "vitest";
import { signingSecret } from "../../server/secrets.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe("signingSecret", () => {
  it("uses SESSION_SECRET when set", async () => {
    const secret = "s".repeat(40);
    expect(await signingSecret(testServices(t, { SESSION_SECRET: secret }))).toBe(secret);
  });
  it("otherwise generates one secret, shared by every process on the database", async () => {
    const [a, b] = await Promise.all([signingSecret(testServices(t)), signingSecret(testServices(t))]);
    expect(a).toHaveLength(43);
    expect(b).toBe(a);
    expect(await signingSecret(testServices(t))).toBe(a);
  });
});
