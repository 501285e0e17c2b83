import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { ADMIN_PAGE_SIZE, type UserFilters } from "@domain/admin-people.ts";
import type { Role } from "@domain/roles.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

export interface AdminUserRow {
  id: number;
  username: string;
  fullName: string | null;
  email: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** `%text%` for ILIKE, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const SORT_COLUMNS = {
  username: sql`lower(${users.username})`,
  created: users.createdAt,
  lastSignIn: users.lastLoginAt,
};

/** The accounts page: search (username, email, name), role and active filters, sort, one page. */
export async function adminUsers(
  ctx: UseCaseContext<"database" | "auth">,
  input: { filters: UserFilters },
): Promise<Result<{ rows: AdminUserRow[]; total: number }>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const { q, role, status, sort, dir, page } = input.filters;
  const where: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    where.push(or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.fullName, pattern))!);
  }
  if (role) where.push(eq(users.role, role));
  if (status) where.push(eq(users.isActive, status === "active"));
  const condition = where.length ? and(...where) : undefined;
  const column = SORT_COLUMNS[sort];
  const order = dir === "asc" ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const { db } = ctx.database;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        isActive: users.isActive,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(condition)
      .orderBy(order, dir === "asc" ? asc(users.id) : desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return ok({
    rows: rows.map((r) => ({
      ...r,
      role: r.role as Role,
      createdAt: r.createdAt.toISOString(),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    })),
    total: totals?.n ?? 0,
  });
}
