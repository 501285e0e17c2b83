import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "@domain/site.ts";
import { socialImage } from "~/components/page/social-image.ts";

/** What a discovery page's loader returns for its <head>. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  locale: string;
  structuredData: Record<string, unknown> | null;
  noindex: boolean;
}

/**
 * Title, description, canonical, Open Graph, Twitter card (summary_large_image) and JSON-LD,
 * all in the first HTML response.
 */
export function seoMetaTags(seo: PageSeo | undefined, root?: unknown): MetaDescriptor[] {
  if (!seo) {
    // The loader answered an error (an unknown state, city or listing): the not-found page.
    const messages = (root as { messages?: Record<string, string> } | undefined)?.messages;
    return [{ title: messages?.["notFound.title"] ?? "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  }
  const out: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: seo.locale === "es" ? "es_US" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  const image = socialImage(seo.canonical, seo.image);
  out.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.noindex) out.push({ name: "robots", content: "noindex, follow" });
  if (seo.structuredData) out.push({ "script:ld+json": seo.structuredData });
  return out;
}
