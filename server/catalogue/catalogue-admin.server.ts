/**
 * What the admin catalogue use cases share (insurers, products, blog; issue 13): the caller must
 * be an active site_admin, every change is audited with before and after in its transaction, and
 * a form's failed fields become message keys.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { AdminCatalogueMessageCode } from "@domain/i18n/catalog.ts";
import { failWith, invalidInput, ok, type MessageKey, type Result, messageKey } from "../errors.server.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { audit, type AuditAction } from "../auth/audit.server.ts";
import type { CallerContext } from "../use-case.ts";

/** The caller, when an active site_admin: 401 signed out, 403 for any other role. */
export async function siteAdmin(ctx: Pick<CallerContext, "auth">): Promise<Result<SessionUser>> {
  const user = await ctx.auth.user();
  if (!user) return failWith(401, messageKey("authMessage", "unauthorized"));
  if (user.role !== "site_admin" || !user.isActive) return failWith(403, messageKey("authMessage", "forbidden"));
  return ok(user);
}

export type CatalogueAuditAction = Extract<
  AuditAction,
  `${"insurer" | "product" | "blog_post" | "blog_cover"}_${string}`
>;

type Snapshot = object | null;

/** Only the fields that changed, so the log reads "price: 14.99 → 12.50". */
function changes(was: Snapshot, now: Snapshot): { before: Snapshot; after: Snapshot } {
  if (!was || !now) return { before: was, after: now };
  const before = was as Record<string, unknown>;
  const after = now as Record<string, unknown>;
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (row: Record<string, unknown>) => Object.fromEntries(changed.map((key) => [key, row[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/** One audit_log row: who (the admin), what (action, entity and id), before → after. Pass the transaction. */
export async function auditCatalogue(
  tx: Pick<Database, "db">,
  entry: {
    actor: SessionUser;
    ip: string | null;
    action: CatalogueAuditAction;
    entity: "insurer" | "product" | "blog_post";
    id: number;
    before: Snapshot;
    after: Snapshot;
  },
): Promise<void> {
  await audit(tx, {
    userId: entry.actor.id,
    actorId: entry.actor.id,
    action: entry.action,
    object: { type: entry.entity, id: entry.id },
    ip: entry.ip,
    ...changes(entry.before, entry.after),
  });
}

/** A form's failed fields, as the answer a page or the API shows (400). */
export function invalidFields(
  fields: Record<string, AdminCatalogueMessageCode>,
  status: 400 | 409 = 400,
): Result<never> {
  const keys: Record<string, MessageKey> = {};
  for (const [name, code] of Object.entries(fields)) keys[name] = messageKey("adminCatalogueMessage", code);
  return invalidInput(keys, { status, prefix: "adminCatalogueMessage" });
}

/** A positive database id from a form or a path, or null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The constraint a unique violation broke (postgres.js error, or Drizzle's wrapper around it), else null. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = e as { code?: string; constraint_name?: string } | null | undefined;
    if (pg?.code === "23505") return pg.constraint_name ?? "";
  }
  return null;
}

export const notFound = (): Result<never> => failWith(404, messageKey("adminCatalogueMessage", "not_found"));

/** How one kind of catalogue item is locked, read and written for a hide/show. */
export interface VisibilityTarget {
  entity: "insurer" | "product";
  action: CatalogueAuditAction;
  /** The item's current flag, its row locked until the transaction ends; undefined when there is none. */
  lock(tx: Pick<Database, "db">, id: number): Promise<{ isActive: boolean } | undefined>;
  write(tx: Pick<Database, "db">, id: number, active: boolean): Promise<unknown>;
}

/**
 * Hides or shows one catalogue item for a site_admin: nothing is written (nor audited) when the
 * item already has that state; otherwise the flag and its audit entry go in one transaction.
 */
export async function setCatalogueVisibility(
  ctx: CallerContext,
  input: { id: unknown; active: boolean },
  target: VisibilityTarget,
): Promise<Result<{ id: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  return inTransaction(ctx.database, async (tx) => {
    const before = await target.lock(tx, id);
    if (!before) return notFound();
    if (before.isActive === input.active) return ok({ id });
    await target.write(tx, id, input.active);
    await auditCatalogue(tx, {
      actor: admin.value,
      ip: ctx.auth.ip,
      action: target.action,
      entity: target.entity,
      id,
      before: { isActive: before.isActive },
      after: { isActive: input.active },
    });
    return ok({ id });
  });
}
