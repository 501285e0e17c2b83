import { listingUrl } from "@domain/listing-url.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface SitemapListing {
  url: string;
  updatedAt: string | null;
}

/** Every active listing's preferred URL with its last change (for sitemap.xml). */
export async function sitemapListings({ database }: UseCaseContext<"database">): Promise<SitemapListing[]> {
  const rows = await database.sql<
    { id: number; name: string; city: string; state: string; updatedAt: string | null }[]
  >`select id, name, city, state, updated_at::date::text as "updatedAt"
    from listings where status = 'active' order by id`;
  return rows.map((r) => ({ url: listingUrl(r), updatedAt: r.updatedAt })).filter((r) => r.url !== "/");
}
