import { eq } from "drizzle-orm";
import { listings, providerContacts } from "@db/schema/index.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export type ProviderContact = typeof providerContacts.$inferSelect & {
  listing: { id: number; name: string; city: string; state: string } | null;
};

/** One provider contact with its linked listing, for site_admin. */
export async function adminProviderContact(
  ctx: UseCaseContext<"database" | "auth">,
  input: { id: number },
): Promise<Result<Omit<ProviderContact, "createdAt"> & { createdAt: string }>> {
  const caller = await adminCaller(ctx, "contacts");
  if (!caller.ok) return caller;
  const { db } = ctx.database;
  const [contact] = await db.select().from(providerContacts).where(eq(providerContacts.id, input.id));
  if (!contact) return failWith(404, messageKey("authMessage", "not_found"));
  const [listing] = contact.listingId
    ? await db
        .select({ id: listings.id, name: listings.name, city: listings.city, state: listings.state })
        .from(listings)
        .where(eq(listings.id, contact.listingId))
    : [];
  return ok({ ...contact, createdAt: contact.createdAt.toISOString(), listing: listing ?? null });
}
