import { parseArgs } from "node:util";
import { DEFAULT_DEMO_LISTINGS, DEMO_SEED } from "@server/seed/generator.ts";

export const SEED_USAGE = "Usage: npm run db:seed -- [--listings <count>] [--seed <text>]";
const MAX_LISTINGS = 10_000_000;

export interface SeedArgs {
  listings: number;
  seed: string;
  help: boolean;
}

/** Reads the db:seed arguments; throws an Error whose message is one line fit to show the user. */
export function parseSeedArgs(argv: string[]): SeedArgs {
  const parsed = (() => {
    try {
      return parseArgs({
        args: argv,
        options: {
          listings: { type: "string", short: "n" },
          seed: { type: "string", short: "s" },
          help: { type: "boolean", short: "h" },
        },
        strict: true,
        allowPositionals: false,
      }).values;
    } catch (err) {
      throw new Error((err as Error).message.split("\n")[0], { cause: err });
    }
  })();
  const listingsText = parsed.listings ?? String(DEFAULT_DEMO_LISTINGS);
  // Underscores allowed, as in 1_000_000.
  const digits = listingsText.replace(/_/g, "");
  if (!/^\d+$/.test(digits) || Number(digits) < 1) {
    throw new Error(`--listings must be a whole number of at least 1 (got "${listingsText}")`);
  }
  const listings = Number(digits);
  if (listings > MAX_LISTINGS) {
    throw new Error(`--listings must be at most ${MAX_LISTINGS.toLocaleString("en-US")} (got ${listingsText})`);
  }
  const seed = parsed.seed ?? DEMO_SEED;
  if (seed.trim() === "") throw new Error("--seed must not be empty");
  return { listings, seed, help: parsed.help ?? false };
}
