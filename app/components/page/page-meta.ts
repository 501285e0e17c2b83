import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "@domain/site.ts";
import { socialImage } from "./social-image.ts";

export interface PageMetaData {
  meta: { title: string; description: string };
  canonical: string;
  locale: string;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card (with the site's default image)
 * from a content page's loader data,
 * so they are in the page's language in the first HTML response.
 */
export function pageMeta(data: PageMetaData | undefined, siteName = SITE_NAME): MetaDescriptor[] {
  if (!data) return [{ title: siteName }];
  const title = `${data.meta.title} | ${siteName}`;
  return [
    { title },
    { name: "description", content: data.meta.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: data.meta.title },
    { property: "og:description", content: data.meta.description },
    { property: "og:url", content: data.canonical },
    { property: "og:locale", content: data.locale === "es" ? "es_US" : "en_US" },
    { property: "og:image", content: socialImage(data.canonical) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.meta.title },
    { name: "twitter:description", content: data.meta.description },
    { name: "twitter:image", content: socialImage(data.canonical) },
  ];
}
