import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Every real server hashes with it. */
export const PRODUCTION_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Tests only: the smallest argon2id cost, so suites that create hundreds of accounts do not spend
 * a minute hashing. Hashes stay verifiable either way: argon2 stores its parameters in the hash.
 */
export const TEST_ONLY_HASH_COST = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

/** Set to 1 (vitest.config.ts does) to hash with TEST_ONLY_HASH_COST; honoured only when NODE_ENV=test. */
export const CHEAP_HASHING_VARIABLE = "TEST_ONLY_CHEAP_PASSWORD_HASHING";

/** The cost this process hashes with; a cheap cost asked for outside tests is an error, never a silent weakening. */
export function hashCostFor(env: Record<string, string | undefined>) {
  if (env[CHEAP_HASHING_VARIABLE] !== "1") return PRODUCTION_HASH_COST;
  if (env.NODE_ENV !== "test") {
    throw new Error(
      `${CHEAP_HASHING_VARIABLE} weakens password hashing and is refused outside tests (NODE_ENV=${env.NODE_ENV ?? "unset"}). Unset it.`,
    );
  }
  return TEST_ONLY_HASH_COST;
}

// Read once, when the module loads: the cost cannot change under a running server.
const OPTIONS = { algorithm: ARGON2ID, ...hashCostFor(process.env) } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
