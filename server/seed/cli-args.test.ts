import { describe, expect, it } from "vitest";
import { DEFAULT_DEMO_LISTINGS, DEMO_SEED } from "@server/seed/generator.ts";
import { parseSeedArgs } from "./cli-args.ts";

describe("db:seed arguments", () => {
  it("defaults to the demo size and seed", () => {
    expect(parseSeedArgs([])).toEqual({ listings: DEFAULT_DEMO_LISTINGS, seed: DEMO_SEED, help: false });
  });

  it("reads --listings (underscores allowed) and --seed", () => {
    expect(parseSeedArgs(["--listings", "100_000", "--seed", "bench"])).toEqual({
      listings: 100_000,
      seed: "bench",
      help: false,
    });
    expect(parseSeedArgs(["--listings=42"]).listings).toBe(42);
  });

  it.each([
    [["--listings", "ten"], /--listings must be a whole number/],
    [["--listings", "0"], /--listings must be a whole number of at least 1/],
    [["--listings", "-5"], /.+/],
    [["--listings", "99999999"], /at most 10,000,000/],
    [["--seed", " "], /--seed must not be empty/],
    [["--colour"], /Unknown option '--colour'/],
    [["extra"], /.+/],
  ])("rejects %j with one line", (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(message);
    try {
      parseSeedArgs(argv);
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });
});
