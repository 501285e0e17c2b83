import { describe, expect, it } from "vitest";
import { tileImageSource } from "./security.server.ts";

describe("tileImageSource", () => {
  it("allows the tile server's origin", () => {
    expect(tileImageSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource("http://127.0.0.1:9/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:9");
  });
  it("turns a subdomain placeholder into a wildcard label, so a, b and c all load", () => {
    expect(tileImageSource("https://{s}.tile.example.com/{z}/{x}/{y}{r}.png")).toBe("https://*.tile.example.com");
  });
  it("answers null for something that is not a URL", () => {
    expect(tileImageSource("not a url {z}")).toBeNull();
  });
});
