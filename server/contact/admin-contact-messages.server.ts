import { count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { contactMessages } from "@db/schema/index.ts";
import { ADMIN_PAGE_SIZE, type MessageFilters } from "@domain/admin-people.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string;
  createdAt: string;
  handledAt: string | null;
}

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  topic: contactMessages.topic,
  message: contactMessages.message,
  locale: contactMessages.locale,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

type Row = { createdAt: Date; handledAt: Date | null };
const iso = <T extends Row>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The contact inbox, newest first; optionally only the unanswered or the answered. */
export async function adminContactMessages(
  ctx: UseCaseContext<"database" | "auth">,
  input: { filters: MessageFilters },
): Promise<Result<{ rows: AdminContactMessage[]; total: number }>> {
  const caller = await adminCaller(ctx, "messages");
  if (!caller.ok) return caller;
  const { status, page } = input.filters;
  const where =
    status === "unanswered"
      ? isNull(contactMessages.handledAt)
      : status === "answered"
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const { db } = ctx.database;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return ok({ rows: rows.map(iso), total: total?.n ?? 0 });
}

/** One contact message. */
export async function adminContactMessage(
  ctx: UseCaseContext<"database" | "auth">,
  input: { id: number },
): Promise<Result<AdminContactMessage>> {
  const caller = await adminCaller(ctx, "messages");
  if (!caller.ok) return caller;
  const [row] = await ctx.database.db.select(columns).from(contactMessages).where(eq(contactMessages.id, input.id));
  return row ? ok(iso(row)) : failWith(404, messageKey("authMessage", "not_found"));
}
