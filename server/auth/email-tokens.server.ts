import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { authTokens, users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { hashToken, isTokenShaped, newToken } from "./tokens.server.ts";

export type TokenPurpose = "verify_email" | "reset_password";

/** How long a link works. */
const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60, // 1 hour
  verify_email: 48 * 60 * 60, // 48 hours
};

/** A new single-use link token for a user; only its hash is stored. */
export async function createEmailToken(
  database: Database,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  /** Longer than the purpose's usual life: a new admin's first set-password link (admin:create). */
  lifetimeSeconds: number = TOKEN_LIFETIME_SECONDS[purpose],
): Promise<string> {
  const token = newToken();
  await database.db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    email,
    expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
  });
  // Old, dead links are deleted as new ones are made.
  await database.db.delete(authTokens).where(sql`${authTokens.expiresAt} < now() - interval '7 days'`);
  return token;
}

function liveToken(tokenHash: string, purpose: TokenPurpose) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );
}

/** Reads a live token without using it (GET of a link page changes nothing). */
export async function peekEmailToken(database: Database, token: unknown, purpose: TokenPurpose) {
  if (!isTokenShaped(token)) return null;
  const [row] = await database.db
    .select({ userId: authTokens.userId, email: authTokens.email, isActive: users.isActive })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(liveToken(hashToken(token), purpose))
    .limit(1);
  return row && row.isActive ? { userId: row.userId, email: row.email } : null;
}

/**
 * Uses a token: atomically marks it used if it is live, so two concurrent uses cannot both
 * succeed. Returns its user and address, or null (unknown, used, expired or wrong purpose).
 */
export async function consumeEmailToken(database: Pick<Database, "db">, token: unknown, purpose: TokenPurpose) {
  if (!isTokenShaped(token)) return null;
  const [row] = await database.db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(liveToken(hashToken(token), purpose))
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row ?? null;
}

/** Makes every outstanding link of a purpose unusable (after a password change or reset). */
export async function revokeEmailTokens(database: Pick<Database, "db">, userId: number, purpose: TokenPurpose) {
  await database.db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
