import type { Database } from "@db/client.server.ts";

/**
 * Whether changing an account (its role, or deactivating it) would leave no active site_admin,
 * and so nobody able to reach the user screens again. Locks every active site_admin row for the
 * rest of the transaction, so two admins demoting each other at once cannot both pass.
 */
export async function leavesNoSiteAdmin(
  tx: Pick<Database, "sql">,
  userId: number,
  change: { role?: string; isActive?: boolean },
): Promise<boolean> {
  const admins = await tx.sql<{ id: number }[]>`
    select id from users where role = 'site_admin' and is_active order by id for update`;
  const target = admins.some((a) => a.id === userId);
  const stillAdmin = (change.role ?? "site_admin") === "site_admin" && change.isActive !== false;
  if (!target || stillAdmin) return false;
  return admins.length <= 1;
}

/** The row lock and current state of one account, inside a transaction. */
export async function lockUser(tx: Pick<Database, "sql">, userId: number) {
  const [row] = await tx.sql<{ id: number; role: string; is_active: boolean }[]>`
    select id, role, is_active from users where id = ${userId} for update`;
  return row ?? null;
}
