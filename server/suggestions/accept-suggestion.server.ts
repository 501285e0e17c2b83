import { and, eq, sql } from "drizzle-orm";
import { editSuggestions, insuranceProviders, listingInsurances, listings } from "@db/schema/index.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { canResolve, suggestionById } from "./suggestion-access.server.ts";
import { serviceNamed } from "./suggestion-input.ts";
import { inTransaction } from "@db/transaction.server.ts";

/** The Drizzle side of a transaction (inTransaction). */
type Tx = CallerContext["database"]["db"];

const COLUMN = { phone: "phone", address: "address", hours: "openingHours", website: "website" } as const;

/** Writes the proposed value onto the listing; answers what the audit entry records. */
async function apply(
  tx: Tx,
  listingId: number,
  field: string,
  value: unknown,
): Promise<Record<string, string | number | boolean | null>> {
  if (field in COLUMN && typeof value === "string") {
    const column = COLUMN[field as keyof typeof COLUMN];
    const [before] = await tx.select({ v: listings[column] }).from(listings).where(eq(listings.id, listingId));
    await tx
      .update(listings)
      .set({ [column]: value })
      .where(eq(listings.id, listingId));
    return { before: before?.v ?? null, after: value };
  }
  if (field === "services" && Array.isArray(value)) {
    // Suggestions stored before submissions were checked may name anything: only the listing
    // forms' services reach the listing, and none at all leaves its services as they were.
    const named = value.map((v) => (typeof v === "string" ? serviceNamed(v) : null));
    const known = [...new Set(named.filter((s) => s !== null))];
    const unmatched = named.filter((s) => s === null).length;
    if (known.length === 0) return { after: null, unmatched };
    await tx.update(listings).set({ services: known }).where(eq(listings.id, listingId));
    return { after: known.join(", "), unmatched };
  }
  if (field === "insurers" && Array.isArray(value)) {
    const names = (value as string[]).map((v) => v.toLowerCase());
    const known = await tx
      .select({ id: insuranceProviders.id, name: insuranceProviders.displayName })
      .from(insuranceProviders)
      .where(
        sql`lower(${insuranceProviders.name}) = any(${names}::text[]) or lower(${insuranceProviders.displayName}) = any(${names}::text[])`,
      );
    await tx.delete(listingInsurances).where(eq(listingInsurances.listingId, listingId));
    if (known.length) {
      await tx.insert(listingInsurances).values(known.map((k) => ({ listingId, insuranceProviderId: k.id })));
    }
    return { after: known.map((k) => k.name).join(", "), unmatched: names.length - known.length };
  }
  if (field === "closed") {
    await tx.update(listings).set({ status: "closed" }).where(eq(listings.id, listingId));
    return { after: "closed" };
  }
  return {};
}

/**
 * Accepts a pending suggestion: applies the change to the listing and records who did it in
 * the audit log, in one transaction (a suggestion is accepted once). Only the verified owner it
 * was sent to, or an admin.
 */
export async function acceptSuggestion(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { suggestionId: number },
): Promise<Result<{ listingId: number; listingName: string; field: string }>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  const suggestion = await suggestionById(database, input.suggestionId);
  if (!suggestion) return failWith(404, messageKey("communityMessage", "suggestion_not_found"));
  if (!canResolve(user, suggestion)) return failWith(403, messageKey("communityMessage", "not_allowed"));
  return inTransaction(database, async ({ db: tx }) => {
    const [taken] = await tx
      .update(editSuggestions)
      .set({ status: "accepted", resolvedBy: user.id, resolvedAt: sql`now()` })
      .where(and(eq(editSuggestions.id, suggestion.id), eq(editSuggestions.status, "pending")))
      .returning({ id: editSuggestions.id });
    if (!taken) return failWith(409, messageKey("communityMessage", "suggestion_already_resolved"));
    const change = await apply(tx, suggestion.listingId, suggestion.field, suggestion.proposed.value);
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "edit_suggestion_accepted",
        ip: auth.ip,
        details: { suggestionId: suggestion.id, listingId: suggestion.listingId, field: suggestion.field, ...change },
      },
    );
    return ok({ listingId: suggestion.listingId, listingName: suggestion.listingName, field: suggestion.field });
  });
}
