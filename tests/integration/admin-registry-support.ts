/** Shared by the admin registry tests: a registry upload as the browser's form sends it, and a possible duplicate. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/client.server.ts";
import { ORIGIN } from "./auth-support.ts";

/** The multipart post of /admin/import/registry: the choices first, then the file, as the form orders them. */
export async function registryUploadRequest(
  filePath: string,
  fields: { kind?: string; replaceDemo?: boolean } = {},
  fileName = path.basename(filePath),
): Promise<Request> {
  const form = new FormData();
  form.set("kind", fields.kind ?? "");
  if (fields.replaceDemo) form.set("replaceDemo", "yes");
  form.set("file", new Blob([await readFile(filePath)], { type: "application/zip" }), fileName);
  return new Request(`${ORIGIN}/admin/import/registry`, { method: "POST", body: form });
}

/**
 * A registry listing (with an NPI) and a listing without one that looks like it, and the open
 * review between them, as an import's duplicate check leaves them. Returns the three ids.
 */
export async function insertPossibleDuplicate(
  database: Database,
  options: { ownerId?: number | null; tag?: string } = {},
): Promise<{ reviewId: number; registryListingId: number; listingId: number }> {
  const tag = options.tag ?? Math.random().toString(36).slice(2, 8);
  const npi = String(1_000_000_000 + Math.floor(Math.random() * 899_999_999));
  const today = new Date().toISOString().slice(0, 10);
  const [registry] = await database.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, phone, status, npi, npi_location,
      provider_kind, fact_sources)
    values (${`Bright Path ABA ${tag}`}, '1200 E Broad St, Ste 300', 'Columbus', 'OH', '43205', 39.96, -82.97,
      '(614) 555-0142', 'active', ${npi}, 0, 'organization',
      ${JSON.stringify({
        name: { source: "registry", confirmedOn: today },
        address: { source: "registry", confirmedOn: today },
        phone: { source: "registry", confirmedOn: today },
      })}::jsonb)
    returning id`;
  const [other] = await database.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, phone, email, description,
      opening_hours, status, user_id, owner_verified, fact_sources)
    values (${`Bright Path ABA ${tag} Columbus`}, '1200 East Broad Street', 'Columbus', 'OH', '43205', 39.96, -82.97,
      '(614) 555-0100', ${`office-${tag}@brightpath.example`}, 'Center-based ABA for children 2 to 12.',
      'Mon-Fri 8:00 AM-6:00 PM', 'active', ${options.ownerId ?? null}, ${options.ownerId != null},
      ${JSON.stringify({
        name: { source: "owner", confirmedOn: today },
        phone: { source: "owner", confirmedOn: today },
        email: { source: "owner", confirmedOn: today },
        description: { source: "owner", confirmedOn: today },
        openingHours: { source: "owner", confirmedOn: today },
      })}::jsonb)
    returning id`;
  const [review] = await database.sql<{ id: number }[]>`
    insert into registry_match_reviews (listing_id, registry_listing_id, similarity)
    values (${other!.id}, ${registry!.id}, 0.72) returning id`;
  return { reviewId: review!.id, registryListingId: registry!.id, listingId: other!.id };
}
