import { eq, sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { sessionCookie } from "./cookies.server.ts";
import type { RequestAuth } from "./request-auth.server.ts";
import { createSession, deleteSession, secondsUntil } from "./sessions.server.ts";
import type { SessionUser } from "./users.server.ts";

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie value for the new session. */
  cookie: string;
}

/** A new session for a user who just proved who they are (sign-in, registration). */
export async function startSession(database: Database, auth: RequestAuth, user: SessionUser): Promise<SignedIn> {
  // A new token on every sign-in; the session the browser had before (if any) ends.
  const previous = await auth.session();
  if (previous) await deleteSession(database, previous.tokenHash);
  const session = await createSession(database, user.id, { ip: auth.ip, userAgent: auth.userAgent });
  const [row] = await database.db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning({ lastLoginAt: users.lastLoginAt });
  return {
    user: { ...user, lastLoginAt: row?.lastLoginAt ?? user.lastLoginAt },
    cookie: sessionCookie(session.token, auth.secure, secondsUntil(session.expiresAt)),
  };
}
