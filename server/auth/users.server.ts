import { eq, sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";

export const ROLES = ["site_admin", "listing_admin", "listing_contributor"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A user as the server passes it around: everything but the password hash. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  role: Role;
  isActive: boolean;
  isPasswordTemporary: boolean;
  noClaimedListings: number;
  preferredLanguage: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** Columns of a SessionUser, for selects (the password hash is never among them). */
export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerified: users.emailVerified,
  fullName: users.fullName,
  role: users.role,
  isActive: users.isActive,
  isPasswordTemporary: users.isPasswordTemporary,
  noClaimedListings: users.noClaimedListings,
  preferredLanguage: users.preferredLanguage,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type UserRow = Omit<typeof users.$inferSelect, "password" | "updatedAt" | "pendingConfirmation">;

export function toSessionUser(row: UserRow): SessionUser {
  return { ...row, role: isRole(row.role) ? row.role : "listing_contributor" };
}

/** site_admin or listing_admin (spec section 6). */
export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "site_admin" || user?.role === "listing_admin";
}

/** What GET /api/auth/user answers: the public profile (no hash, no internal flags beyond these). */
export function publicProfile(user: SessionUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    fullName: user.fullName,
    role: user.role,
    isAdmin: isAdmin(user),
    noClaimedListings: user.noClaimedListings,
    preferredLanguage: user.preferredLanguage,
    requiresPasswordChange: user.isPasswordTemporary,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

export type PublicProfile = ReturnType<typeof publicProfile>;

/** Finds an account by username or email address, case-insensitively; with its password hash. */
export async function findUserForSignIn(database: Database, login: string) {
  const column = login.includes("@") ? users.email : users.username;
  const [row] = await database.db
    .select({ ...userColumns, passwordHash: users.password, pendingConfirmation: users.pendingConfirmation })
    .from(users)
    .where(eq(sql`lower(${column})`, sql`lower(${login})`))
    .limit(1);
  if (!row) return null;
  const { passwordHash, pendingConfirmation, ...rest } = row;
  return { user: toSessionUser(rest), passwordHash, pendingConfirmation };
}

export async function findUserById(database: Database, id: number) {
  const [row] = await database.db
    .select({ ...userColumns, passwordHash: users.password })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { passwordHash, ...rest } = row;
  return { user: toSessionUser(rest), passwordHash };
}

export async function findUserByEmail(database: Database, email: string): Promise<SessionUser | null> {
  const [row] = await database.db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql`lower(${email})`))
    .limit(1);
  return row ? toSessionUser(row) : null;
}
