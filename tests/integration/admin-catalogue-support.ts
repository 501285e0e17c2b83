/** Rows and form values shared by the admin-catalogue-*.test.ts files (not a test file itself). */
import type { Database } from "../../db/client.server.ts";

const suffix = () => Math.random().toString(36).slice(2, 8);

export async function insertInsurer(database: Database, options: { isActive?: boolean; name?: string } = {}) {
  const name = options.name ?? `insurer-${suffix()}`;
  const [row] = await database.sql<{ id: number }[]>`
    insert into insurance_providers (name, display_name, is_active, sort_order)
    values (${name}, ${name.toUpperCase()}, ${options.isActive ?? true}, 10) returning id`;
  return row!.id;
}

export async function insertProduct(database: Database, options: { name?: string; isActive?: boolean } = {}) {
  const [row] = await database.sql<{ id: number }[]>`
    insert into autism_products (name, affiliate_link, price, category, is_active, sort_order)
    values (${options.name ?? `Product ${suffix()}`}, 'https://shop.example.com/item', 9.99, 'fidgets',
            ${options.isActive ?? true}, 10) returning id`;
  return row!.id;
}

export async function insertBlogPost(
  database: Database,
  options: { slug?: string; locale?: "en" | "es"; status?: string; translationKey?: string } = {},
) {
  const slug = options.slug ?? `post-${suffix()}`;
  const [row] = await database.sql<{ id: number }[]>`
    insert into blog_posts (slug, locale, translation_key, title, excerpt, body_markdown, author, tags,
                            reading_minutes, published_at, status)
    values (${slug}, ${options.locale ?? "en"}, ${options.translationKey ?? slug}, ${`Title of ${slug}`}, 'An excerpt.',
            'Some **body** text.', 'ABA Atlas', '["insurance"]'::jsonb, 1, now() - interval '1 day',
            ${options.status ?? "published"})
    returning id`;
  return row!.id;
}

export function productValues(overrides: Record<string, string> = {}) {
  return {
    name: "Chewy Necklace",
    description: "A safe chew for oral sensory seekers.",
    nameEs: "Collar masticable",
    descriptionEs: "Un objeto seguro para morder, para quien busca estímulos orales.",
    affiliateLink: "https://shop.example.com/chewy",
    price: "14.99",
    category: "oral-sensory",
    ageRange: "5+",
    imageUrl: "",
    sortOrder: "15",
    ...overrides,
  };
}

export function blogValues(overrides: Record<string, string> = {}) {
  return {
    locale: "en",
    slug: "a-new-article",
    translationKey: "a-new-article",
    title: "A new article",
    excerpt: "What this article is about.",
    bodyMarkdown: "## First\n\nSome text with a [link](https://example.com).",
    author: "ABA Atlas Editorial Team",
    tags: "insurance, medicaid",
    coverImage: "",
    status: "published",
    ...overrides,
  };
}
