import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { listings, sessions, users } from "@db/schema/index.ts";
import type { Role } from "@domain/roles.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

export interface AdminUserDetail {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  emailVerified: boolean;
  role: Role;
  isActive: boolean;
  isPasswordTemporary: boolean;
  preferredLanguage: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** Sessions not yet ended (expired ones are purged on the next sign-in or retention run). */
  activeSessions: number;
  listings: { id: number; name: string; city: string; state: string; status: string }[];
  /** Whether the viewer is looking at their own account (some actions are refused on it). */
  isSelf: boolean;
}

/** One account for the admin: profile, sign-in facts, open sessions and the listings it owns. */
export async function adminUserDetail(
  ctx: UseCaseContext<"database" | "auth">,
  input: { userId: number },
): Promise<Result<AdminUserDetail>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const { db } = ctx.database;
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      isActive: users.isActive,
      isPasswordTemporary: users.isPasswordTemporary,
      preferredLanguage: users.preferredLanguage,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) return failWith(404, messageKey("authMessage", "not_found"));
  const [[open], owned] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`))),
    db
      .select({
        id: listings.id,
        name: listings.name,
        city: listings.city,
        state: listings.state,
        status: listings.status,
      })
      .from(listings)
      .where(eq(listings.userId, user.id))
      .orderBy(asc(listings.name))
      .limit(200),
  ]);
  return ok({
    ...user,
    role: user.role as Role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    activeSessions: open?.n ?? 0,
    listings: owned,
    isSelf: caller.value.id === user.id,
  });
}
