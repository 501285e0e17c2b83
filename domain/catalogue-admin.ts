/**
 * The admin catalogue forms (issue 13: insurers, sensory products, blog posts): what each field
 * may hold. Pure rules: the use cases validate with them, the screens show their limits. A
 * failed field names a message code of the `adminCatalogueMessage` namespace.
 */
import { hasUnusableCharacters } from "./text-safety.ts";
import type { Result } from "./result.ts";

export const BLOG_STATUSES = ["draft", "published", "hidden"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const isBlogStatus = (value: unknown): value is BlogStatus =>
  typeof value === "string" && (BLOG_STATUSES as readonly string[]).includes(value);

export const CATALOGUE_LIMITS = {
  insurerName: 80,
  productName: 120,
  productDescription: 1_000,
  url: 2_000,
  category: 49,
  ageRange: 40,
  blogTitle: 160,
  blogExcerpt: 400,
  blogSlug: 100,
  blogAuthor: 100,
  /** The article form has its own body limit to fit this (server/http/body-limit.server.ts). */
  blogBody: 40_000,
  blogTags: 8,
  sortOrder: 100_000,
  price: 99_999_999.99,
} as const;

/** The code of a message that explains what is wrong with a field. */
type CatalogueFieldCode =
  | "required"
  | "too_long"
  | "bad_characters"
  | "sort_order"
  | "https_link"
  | "image_url"
  | "price"
  | "category"
  | "slug"
  | "translation_key"
  | "tags"
  | "locale"
  | "status";

type Check<T> = Result<T, CatalogueFieldCode>;
const pass = <T>(value: T): Check<T> => ({ ok: true, value });
const refuse = (code: CatalogueFieldCode): Check<never> => ({ ok: false, error: code });

/** Trimmed text; "" stays "" (optional fields decide what empty means). */
function text(value: unknown, max: number, { required = false, multiline = false } = {}): Check<string> {
  const raw = typeof value === "string" ? value : "";
  const trimmed = multiline ? raw.replace(/\r\n?/g, "\n").trim() : raw.trim();
  if (required && !trimmed) return refuse("required");
  if (trimmed.length > max) return refuse("too_long");
  // No control characters in a one-line field (tabs and new lines only where lines are allowed).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const control = multiline ? /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0001-\u001f\u007f]/;
  if (hasUnusableCharacters(trimmed) || control.test(trimmed)) return refuse("bad_characters");
  return pass(trimmed);
}

/** A whole number 0…100000; empty means 0. */
function sortOrder(value: unknown): Check<number> {
  const raw = typeof value === "string" ? value.trim() : "";
  if (raw === "") return pass(0);
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > CATALOGUE_LIMITS.sortOrder) return refuse("sort_order");
  return pass(Number(raw));
}

/** An https address with a host, nothing else (no javascript:, data:, http: or relative links). */
export function httpsLink(value: string): string | null {
  if (!value || value.length > CATALOGUE_LIMITS.url || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/**
 * An image on this site: a path such as /images/products/x.svg or /api/images/12 (no other
 * origin, no protocol-relative //host, no way up with ..), or "" for none.
 */
export function sitePath(value: string): string | null {
  if (value === "") return "";
  if (value.length > CATALOGUE_LIMITS.url) return null;
  if (!/^\/[A-Za-z0-9._~\-/]*(\?[A-Za-z0-9._~\-=&]*)?$/.test(value)) return null;
  if (value.startsWith("//") || value.split(/[/?]/).includes("..")) return null;
  return value;
}

/** A price such as 14.99, 15 or $15.00 (at most two decimals), or "" for none; stored as "14.99". */
export function parsePrice(value: string): string | null | undefined {
  const raw = value.trim().replace(/^\$\s*/, "");
  if (raw === "") return null;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(raw)) return undefined;
  return Number(raw).toFixed(2);
}

/** The fields of a form that passed, or one message code per failed field. */
export type FormCheck<T> = Result<T, Record<string, CatalogueFieldCode>>;

function collect<T>(checks: { [K in keyof T]: Check<T[K]> }): FormCheck<T> {
  const fields: Record<string, CatalogueFieldCode> = {};
  const value = {} as T;
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const check = checks[key];
    if (check.ok) value[key] = check.value;
    else fields[key as string] = check.error;
  }
  return Object.keys(fields).length ? { ok: false, error: fields } : { ok: true, value };
}

const field = (values: unknown, name: string): unknown =>
  values && typeof values === "object" ? (values as Record<string, unknown>)[name] : undefined;

export interface InsurerFields {
  name: string;
  displayName: string;
  sortOrder: number;
}

/** An insurer: its key name (unique, case-insensitively), the name shown, and its place in lists. */
export function checkInsurerForm(values: unknown): FormCheck<InsurerFields> {
  return collect<InsurerFields>({
    name: text(field(values, "name"), CATALOGUE_LIMITS.insurerName, { required: true }),
    displayName: text(field(values, "displayName"), CATALOGUE_LIMITS.insurerName, { required: true }),
    sortOrder: sortOrder(field(values, "sortOrder")),
  });
}

export interface ProductFields {
  name: string;
  description: string | null;
  /** Optional: without them the Spanish page shows the English name and description. */
  nameEs: string | null;
  descriptionEs: string | null;
  imageUrl: string | null;
  affiliateLink: string;
  price: string | null;
  category: string | null;
  ageRange: string | null;
  sortOrder: number;
}

const CATEGORY = /^[a-z0-9][a-z0-9-]*$/;

const orNull = (check: Check<string>): Check<string | null> => (check.ok ? pass(check.value || null) : check);

/**
 * A sensory product: name and an https link required; the rest optional but well-formed. The
 * Spanish name and description follow the English ones' rules, and may be left empty.
 */
export function checkProductForm(values: unknown): FormCheck<ProductFields> {
  const link = text(field(values, "affiliateLink"), CATALOGUE_LIMITS.url, { required: true });
  const image = text(field(values, "imageUrl"), CATALOGUE_LIMITS.url);
  const price = text(field(values, "price"), 20);
  const category = text(field(values, "category"), CATALOGUE_LIMITS.category);
  const parsedPrice = price.ok ? parsePrice(price.value) : undefined;
  const categoryValue = category.ok ? category.value.toLowerCase() : "";
  return collect<ProductFields>({
    name: text(field(values, "name"), CATALOGUE_LIMITS.productName, { required: true }),
    description: orNull(text(field(values, "description"), CATALOGUE_LIMITS.productDescription, { multiline: true })),
    nameEs: orNull(text(field(values, "nameEs"), CATALOGUE_LIMITS.productName)),
    descriptionEs: orNull(
      text(field(values, "descriptionEs"), CATALOGUE_LIMITS.productDescription, { multiline: true }),
    ),
    imageUrl: !image.ok ? image : sitePath(image.value) === null ? refuse("image_url") : pass(image.value || null),
    affiliateLink: !link.ok ? link : httpsLink(link.value) ? pass(httpsLink(link.value)!) : refuse("https_link"),
    price: !price.ok ? price : parsedPrice === undefined ? refuse("price") : pass(parsedPrice),
    category: !category.ok
      ? category
      : categoryValue && !CATEGORY.test(categoryValue)
        ? refuse("category")
        : pass(categoryValue || null),
    ageRange: orNull(text(field(values, "ageRange"), CATALOGUE_LIMITS.ageRange)),
    sortOrder: sortOrder(field(values, "sortOrder")),
  });
}

export interface BlogPostFields {
  locale: "en" | "es";
  slug: string;
  translationKey: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImage: string | null;
  author: string;
  tags: string[];
  status: BlogStatus;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Tags typed comma-separated: each lowercase letters, digits and hyphens (as in /blog?tag=), at most 8. */
export function parseTags(value: string): string[] | null {
  const tags = [
    ...new Set(
      value
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (tags.length > CATALOGUE_LIMITS.blogTags || tags.some((t) => !TAG.test(t) || t.length > 40)) return null;
  return tags;
}

/** A blog article in one language; the same translationKey links its English and Spanish versions. */
export function checkBlogPostForm(values: unknown): FormCheck<BlogPostFields> {
  const locale = field(values, "locale");
  const status = field(values, "status");
  const slug = text(field(values, "slug"), CATALOGUE_LIMITS.blogSlug, { required: true });
  const key = text(field(values, "translationKey"), CATALOGUE_LIMITS.blogSlug, { required: true });
  const tags = text(field(values, "tags"), 400);
  const cover = text(field(values, "coverImage"), CATALOGUE_LIMITS.url);
  const parsedTags = tags.ok ? parseTags(tags.value) : null;
  return collect<BlogPostFields>({
    locale: locale === "en" || locale === "es" ? pass(locale) : refuse("locale"),
    slug: !slug.ok ? slug : SLUG.test(slug.value) ? pass(slug.value) : refuse("slug"),
    translationKey: !key.ok ? key : SLUG.test(key.value) ? pass(key.value) : refuse("translation_key"),
    title: text(field(values, "title"), CATALOGUE_LIMITS.blogTitle, { required: true }),
    excerpt: text(field(values, "excerpt"), CATALOGUE_LIMITS.blogExcerpt, { required: true, multiline: true }),
    bodyMarkdown: text(field(values, "bodyMarkdown"), CATALOGUE_LIMITS.blogBody, { required: true, multiline: true }),
    coverImage: !cover.ok ? cover : sitePath(cover.value) === null ? refuse("image_url") : pass(cover.value || null),
    author: text(field(values, "author"), CATALOGUE_LIMITS.blogAuthor, { required: true }),
    tags: !tags.ok ? tags : parsedTags ? pass(parsedTags) : refuse("tags"),
    status: isBlogStatus(status) ? pass(status) : refuse("status"),
  });
}

/** Words in Markdown, about 200 a minute, at least one minute (as the article files count them). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}
