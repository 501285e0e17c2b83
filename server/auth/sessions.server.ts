import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { sessions, users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import {
  ADMIN_SESSION_ABSOLUTE_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
} from "./cookies.server.ts";
import { hashToken, isTokenShaped, newToken } from "./tokens.server.ts";
import { toSessionUser, userColumns, type SessionUser } from "./users.server.ts";

export interface ResolvedSession {
  tokenHash: string;
  user: SessionUser;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

const idleCutoff = sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;

/** A new session for a user who just proved who they are (a fresh random token every time). */
export async function createSession(
  database: Database,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const [row] = await database.db
    .insert(sessions)
    .values({
      tokenHash,
      userId,
      // The role's lifetime, as resolveSession enforces it, so the cookie's Max-Age (from this
      // expires_at) never outlives the session: 30 days for admins, 90 for everyone else.
      expiresAt: sql`now() + make_interval(secs => (
        select case when ${users.role} = 'listing_contributor' then ${SESSION_ABSOLUTE_SECONDS}::int
                    else ${ADMIN_SESSION_ABSOLUTE_SECONDS}::int end
        from ${users} where ${users.id} = ${userId}))`,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ expiresAt: sessions.expiresAt });
  // Housekeeping: this user's ended sessions go now; everybody's past their absolute end too.
  await database.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), and(eq(sessions.userId, userId), lt(sessions.lastSeenAt, idleCutoff))),
    );
  return { token, tokenHash, expiresAt: row!.expiresAt };
}

/**
 * The session behind a cookie token, or null when there is none, it ended (idle for 30 days,
 * past its absolute end, or older than 30 days for an admin) or its user is deactivated (whose sessions are then all deleted).
 * Activity is recorded at most once every few minutes.
 */
export async function resolveSession(database: Database, token: string | null): Promise<ResolvedSession | null> {
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await database.db
    .select({
      user: userColumns,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${SESSION_TOUCH_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
        // Admins re-authenticate at least every 30 days, whenever they became admins.
        sql`(${users.role} = 'listing_contributor' or ${sessions.createdAt} > now() - make_interval(secs => ${ADMIN_SESSION_ABSOLUTE_SECONDS}))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.user.isActive) {
    await endUserSessions(database, row.user.id);
    return null;
  }
  if (row.stale) {
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, user: toSessionUser(row.user), createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/** Deletes one session (logout). */
export async function deleteSession(database: Database, tokenHash: string): Promise<void> {
  await database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `exceptTokenHash`; returns how many ended. */
export async function endUserSessions(database: Database, userId: number, exceptTokenHash?: string): Promise<number> {
  const rows = await database.db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Seconds until a session's absolute end, for the cookie's Max-Age. */
export function secondsUntil(date: Date): number {
  return Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));
}
