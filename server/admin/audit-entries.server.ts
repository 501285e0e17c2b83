import { accountIdOf, ADMIN_PAGE_SIZE, type AuditFilters } from "@domain/admin-people.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

export interface AuditEntryRow {
  id: number;
  createdAt: string;
  action: string;
  actorId: number | null;
  actorName: string | null;
  userId: number | null;
  userName: string | null;
  objectType: string | null;
  objectId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

function parseDetails(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The audit log for site_admin: filtered by who acted (username or account number), action,
 * object type and number, and a date range (UTC days, both ends included); newest first. Also
 * the actions and object types present, for the filter menus.
 */
export async function auditEntries(
  ctx: UseCaseContext<"database" | "auth">,
  input: { filters: AuditFilters },
): Promise<Result<{ rows: AuditEntryRow[]; total: number; actions: string[]; objectTypes: string[] }>> {
  const caller = await adminCaller(ctx, "audit");
  if (!caller.ok) return caller;
  const { sql } = ctx.database;
  const f = input.filters;
  const actorId = accountIdOf(f.actor);
  const conditions = [
    f.actor
      ? actorId !== null
        ? sql`a.actor_id = ${actorId}`
        : sql`a.actor_id in (select id from users where lower(username) = lower(${f.actor}))`
      : sql`true`,
    f.action ? sql`a.action = ${f.action}` : sql`true`,
    f.objectType ? sql`a.object_type = ${f.objectType}` : sql`true`,
    f.objectId ? sql`a.object_id = ${f.objectId}` : sql`true`,
    f.from ? sql`a.created_at >= ${f.from}::date` : sql`true`,
    f.to ? sql`a.created_at < ${f.to}::date + 1` : sql`true`,
  ];
  const where = conditions.reduce((all, c) => sql`${all} and ${c}`);
  const [rows, [total], actions, objectTypes] = await Promise.all([
    sql<
      {
        id: number;
        created_at: string;
        action: string;
        actor_id: number | null;
        actor_name: string | null;
        user_id: number | null;
        user_name: string | null;
        object_type: string | null;
        object_id: string | null;
        ip: string | null;
        before: unknown;
        after: unknown;
        details: string | null;
      }[]
    >`
      select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        a.action, a.actor_id, actor.username as actor_name, a.user_id, subject.username as user_name,
        a.object_type, a.object_id, a.ip, a.before, a.after, a.details
      from audit_log a
      left join users actor on actor.id = a.actor_id
      left join users subject on subject.id = a.user_id
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${ADMIN_PAGE_SIZE} offset ${(f.page - 1) * ADMIN_PAGE_SIZE}`,
    sql<{ n: number }[]>`select count(*)::int as n from audit_log a where ${where}`,
    sql<{ action: string }[]>`select distinct action from audit_log order by action`,
    sql<{ object_type: string }[]>`
      select distinct object_type from audit_log where object_type is not null order by object_type`,
  ]);
  return ok({
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      action: r.action,
      actorId: r.actor_id,
      actorName: r.actor_name,
      userId: r.user_id,
      userName: r.user_name,
      objectType: r.object_type,
      objectId: r.object_id,
      ip: r.ip,
      before: typeof r.before === "string" ? parseDetails(r.before) : r.before,
      after: typeof r.after === "string" ? parseDetails(r.after) : r.after,
      details: parseDetails(r.details),
    })),
    total: total?.n ?? 0,
    actions: actions.map((a) => a.action),
    objectTypes: objectTypes.map((o) => o.object_type),
  });
}
