import { describe, expect, it } from "vitest";
import { loggablePath } from "./logger.server.ts";

describe("loggablePath", () => {
  it("keeps the path and hides secrets in the query string", () => {
    expect(loggablePath("http://x/reset-password?token=abc123&lang=es")).toBe("/reset-password?token=[redacted]&lang=es");
    expect(loggablePath("http://x/search?query=austin")).toBe("/search?query=austin");
  });
});
