import { describe, expect, it } from "vitest";
import type { Database } from "@db/client.server.ts";
import { parseConfig } from "../config.server.ts";
import { createRequestAuth } from "./request-auth.server.ts";

// Nothing here reaches the database: the session is looked up only when asked for.
const database = {} as Database;

describe("emailed links", () => {
  const forged = new Request("http://evil.example/api/auth/reset-password/request", {
    headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
  });

  it("use PUBLIC_URL, whatever the Host header says", () => {
    const config = parseConfig({ PUBLIC_URL: "https://abaatlas.example/" });
    expect(createRequestAuth({ config, database }, forged, null).linkBase).toBe("https://abaatlas.example");
  });

  it("use localhost and the port without PUBLIC_URL (development), never the request's host", () => {
    const config = parseConfig({ PORT: "4321" });
    expect(createRequestAuth({ config, database }, forged, null).linkBase).toBe("http://localhost:4321");
  });
});
