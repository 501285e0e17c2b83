import type { Route } from "./+types/sitemap";
import { US_STATES, stateByCode, stateSlug } from "@domain/states.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { citiesWithListings } from "@server/listings/cities-with-listings.server.ts";
import { sitemapListings } from "@server/listings/sitemap-listings.server.ts";
import { listBlogPostUrls } from "@server/blog/list-post-urls.server.ts";
import { openJobsForSitemap } from "@server/job-board/jobs-sitemap.server.ts";
import { jobUrl } from "@domain/job-board.ts";

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PAGES = [
  "/about",
  "/freshness",
  "/pricing",
  "/resources",
  "/autism-financial-aid",
  "/autism-sensory-products",
  "/privacy-policy",
  "/terms-conditions",
  "/contact",
  "/blog",
];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/**
 * /sitemap.xml: home, every state page, every city page with providers, every listing and the
 * static pages and the blog articles. Over 50,000 URLs it answers a sitemap index of /sitemap.xml?part=N.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const abs = (path: string) => canonicalUrl(context, path);
  const [cities, listings, posts, jobs] = await Promise.all([
    citiesWithListings(context),
    sitemapListings(context),
    listBlogPostUrls(context),
    openJobsForSitemap(context),
  ]);
  const entries: Array<{ loc: string; lastmod?: string | null }> = [
    { loc: abs("/") },
    ...US_STATES.map((s) => ({ loc: abs(`/${stateSlug(s)}`) })),
    ...cities.flatMap((c) => {
      const s = stateByCode(c.state);
      return s ? [{ loc: abs(`/${stateSlug(s)}/${c.slug}`) }] : [];
    }),
    ...listings.map((l) => ({ loc: abs(l.url), lastmod: l.updatedAt })),
    ...STATIC_PAGES.map((p) => ({ loc: abs(p) })),
    ...posts.map((p) => ({ loc: abs(p.path), lastmod: p.lastModified })),
    // The job board (issue 12): its search page and every open job.
    { loc: abs("/jobs") },
    ...jobs.map((j) => ({ loc: abs(jobUrl(j)), lastmod: new Date(j.updatedAt).toISOString() })),
  ];
  // Spellings that slug alike give one city page: list it once.
  const unique = [...new Map(entries.map((e) => [e.loc, e])).values()];
  const parts = Math.ceil(unique.length / SITEMAP_MAX_URLS);
  const partParam = new URL(request.url).searchParams.get("part");
  if (parts > 1 && partParam === null) {
    const items = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${escapeXml(abs(`/sitemap.xml?part=${i + 1}`))}</loc></sitemap>`,
    );
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`,
    );
  }
  const part = Math.min(Math.max(Number.parseInt(partParam ?? "1", 10) || 1, 1), Math.max(parts, 1));
  const slice = parts > 1 ? unique.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS) : unique;
  const urls = slice.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
}
