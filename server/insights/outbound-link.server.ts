/**
 * Where /out/{listingId}/{kind} sends a visitor: the active listing's own phone, email, website
 * or directions (domain/outbound-links.ts), or why not. Counting the click is the route's
 * header's job (insights middleware), not this read's.
 */
import { and, eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { isClickKind, type ClickKind } from "@domain/insights.ts";
import { outboundTarget } from "@domain/outbound-links.ts";
import type { UseCaseContext } from "../use-case.ts";

export type OutboundLink =
  | { found: "listing"; listingId: number; kind: ClickKind; name: string; listingUrl: string; target: string | null }
  | { found: "nothing" };

export async function outboundLink(
  { database }: UseCaseContext<"database">,
  input: { listingId: string; kind: string },
): Promise<OutboundLink> {
  const { kind } = input;
  if (!/^\d{1,10}$/.test(input.listingId) || !isClickKind(kind)) return { found: "nothing" };
  const listingId = Number(input.listingId);
  if (listingId < 1 || listingId > 2_147_483_647) return { found: "nothing" };
  const [row] = await database.db
    .select({
      name: listings.name,
      phone: listings.phone,
      email: listings.email,
      website: listings.website,
      address: listings.address,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .limit(1);
  if (!row) return { found: "nothing" };
  return {
    found: "listing",
    listingId,
    kind,
    name: row.name,
    listingUrl: listingUrl({ id: listingId, name: row.name, city: row.city, state: row.state }),
    target: outboundTarget(row, kind),
  };
}
