/** The same provider's other active practice locations (one NPI, several listings), for the listing page. */
import { listingUrl } from "@domain/listing-url.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface OtherLocation {
  id: number;
  name: string;
  place: string;
  url: string;
}

export async function otherLocations(
  { database }: UseCaseContext<"database">,
  { npi, excludeId }: { npi: string | null; excludeId: number },
): Promise<OtherLocation[]> {
  if (!npi) return [];
  const rows = await database.sql<{ id: number; name: string; address: string | null; city: string; state: string }[]>`
    select id, name, address, city, state from listings
    where npi = ${npi} and id <> ${excludeId} and status = 'active'
    order by npi_location limit 50`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    place: [r.address, r.city, r.state].filter(Boolean).join(", "),
    url: listingUrl(r),
  }));
}
