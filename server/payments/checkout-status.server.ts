import { and, eq } from "drizzle-orm";
import { checkoutSessions } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

/** A checkout of a listing, for the page the payment provider sends the owner back to. */
export async function checkoutStatus(
  { database }: UseCaseContext<"database">,
  { sessionId, listingId }: { sessionId: string; listingId: number },
): Promise<{ kind: string; product: string; fulfilled: boolean; mode: string; userId: number | null } | null> {
  const [row] = await database.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.listingId, listingId)));
  return row
    ? { kind: row.kind, product: row.product, fulfilled: row.fulfilledAt !== null, mode: row.mode, userId: row.userId }
    : null;
}

/** An open demo checkout of the caller (demo payment page). */
export async function openDemoCheckout({ database }: UseCaseContext<"database">, { sessionId }: { sessionId: string }) {
  const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row && row.mode === "demo" && row.status === "open" && row.demoPaidAt === null ? row : null;
}
