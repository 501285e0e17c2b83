import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { listings, providerContacts } from "@db/schema/index.ts";
import { ADMIN_PAGE_SIZE, type ContactFilters } from "@domain/admin-people.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { containsPattern } from "../admin/admin-users.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface ProviderContactRow {
  id: number;
  organization: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  city: string | null;
  state: string | null;
  listingId: number | null;
  listingName: string | null;
  lastContactDate: string | null;
}

/** Provider contacts for site_admin: search (organization, name, email, city), linked or not, newest first. */
export async function adminProviderContacts(
  ctx: UseCaseContext<"database" | "auth">,
  input: { filters: ContactFilters },
): Promise<Result<{ rows: ProviderContactRow[]; total: number }>> {
  const caller = await adminCaller(ctx, "contacts");
  if (!caller.ok) return caller;
  const { q, linked, page } = input.filters;
  const where: SQL[] = [];
  if (q) {
    const p = containsPattern(q);
    where.push(
      or(
        ilike(providerContacts.organization, p),
        ilike(providerContacts.emailAddress, p),
        ilike(providerContacts.city, p),
        ilike(sql`coalesce(${providerContacts.firstName}, '') || ' ' || coalesce(${providerContacts.lastName}, '')`, p),
      )!,
    );
  }
  if (linked === "yes") where.push(isNotNull(providerContacts.listingId));
  if (linked === "no") where.push(isNull(providerContacts.listingId));
  const condition = where.length ? and(...where) : undefined;
  const { db } = ctx.database;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: providerContacts.id,
        organization: providerContacts.organization,
        firstName: providerContacts.firstName,
        lastName: providerContacts.lastName,
        emailAddress: providerContacts.emailAddress,
        city: providerContacts.city,
        state: providerContacts.state,
        listingId: providerContacts.listingId,
        listingName: listings.name,
        lastContactDate: providerContacts.lastContactDate,
      })
      .from(providerContacts)
      .leftJoin(listings, eq(listings.id, providerContacts.listingId))
      .where(condition)
      .orderBy(desc(providerContacts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(providerContacts).where(condition),
  ]);
  return ok({ rows, total: total?.n ?? 0 });
}
