import type { Route } from "./+types/robots";
import { canonicalUrl } from "~/lib/seo.server.ts";

/** /robots.txt: everything may be crawled except the account and API areas; names the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /my-listings",
    "Disallow: /out/",
    "Disallow: /login",
    "Disallow: /register",
    "Disallow: /reset-password",
    "Disallow: /change-password",
    "Allow: /",
    "",
    `Sitemap: ${canonicalUrl(context, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
