import type { Locale } from "@domain/i18n/locale.ts";
import type { MessageKey, Translate } from "~/i18n/index.tsx";
import { formatLongDate } from "@domain/i18n/format.ts";

/** "November 22, 2026" / "22 de noviembre de 2026" for an ISO timestamp, in UTC. */
export function formatPostDate(locale: Locale, iso: string): string {
  return formatLongDate(locale, new Date(iso));
}

/** YYYY-MM-DD of an ISO timestamp, for <time dateTime>. */
export const isoDay = (iso: string) => iso.slice(0, 10);

/** A tag's name in the interface language; unknown tags are shown from their key. */
export function tagLabel(t: Translate, tag: string): string {
  const key = `blog.tag.${tag}` as MessageKey;
  const label = t(key);
  if (label !== key) return label;
  const words = tag.replace(/-+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The blog list URL for a tag and page (page 1 and no tag are left out). */
export function blogListHref(tag: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
