/**
 * Sensory products in Spanish (audit 30, item 4): the Spanish page shows each product's Spanish
 * name and description, and the English ones, said to be English, for a product without them;
 * a database loaded before the Spanish columns gets the demo products' Spanish texts from the
 * migration that added them.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as productsPage from "../../app/features/content/routes/autism-sensory-products.tsx";
import { DEMO_PRODUCTS } from "../../server/seed/demo-catalog.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

async function insertProduct(values: {
  name: string;
  description: string | null;
  nameEs?: string;
  descriptionEs?: string;
  sortOrder: number;
}) {
  await t.sql`insert into autism_products (name, description, name_es, description_es, affiliate_link, category, sort_order)
    values (${values.name}, ${values.description}, ${values.nameEs ?? null}, ${values.descriptionEs ?? null},
            'https://shop.example.com/item', 'fidgets', ${values.sortOrder})`;
}

type PageProduct = {
  name: string;
  description: string | null;
  nameLang: string | null;
  descriptionLang: string | null;
};

async function pageProducts(lang: "en" | "es", query = ""): Promise<PageProduct[]> {
  const request = new Request(`http://localhost/autism-sensory-products${query}`, {
    headers: { cookie: `lang=${lang}` },
  });
  const data = await productsPage.loader({ request, context: testServices(t), params: {} } as never);
  return data.products.map(({ name, description, nameLang, descriptionLang }) => ({
    name,
    description,
    nameLang,
    descriptionLang,
  }));
}

describe("the sensory-products page in Spanish", () => {
  beforeAll(async () => {
    await insertProduct({
      name: "Weighted Blanket",
      description: "A heavy blanket.",
      nameEs: "Manta con peso",
      descriptionEs: "Una manta pesada.",
      sortOrder: 10,
    });
    await insertProduct({ name: "Earmuffs", description: "For loud places.", nameEs: "Orejeras", sortOrder: 20 });
    await insertProduct({ name: "Anchor Fidget", description: "Fits in a pocket.", sortOrder: 30 });
    await insertProduct({ name: "Zebra Timer", description: null, nameEs: "Cronómetro cebra", sortOrder: 40 });
  });

  it("shows the Spanish names and descriptions, and the English ones marked as English where there are none", async () => {
    expect(await pageProducts("es")).toEqual([
      { name: "Manta con peso", description: "Una manta pesada.", nameLang: null, descriptionLang: null },
      { name: "Orejeras", description: "For loud places.", nameLang: null, descriptionLang: "en" },
      { name: "Anchor Fidget", description: "Fits in a pocket.", nameLang: "en", descriptionLang: "en" },
      { name: "Cronómetro cebra", description: null, nameLang: null, descriptionLang: null },
    ]);
  });

  it("sorts by the name shown in Spanish", async () => {
    expect((await pageProducts("es", "?sort=name")).map((p) => p.name)).toEqual([
      "Anchor Fidget",
      "Cronómetro cebra",
      "Manta con peso",
      "Orejeras",
    ]);
  });

  it("keeps the English page in English, with nothing marked", async () => {
    expect(await pageProducts("en")).toEqual([
      { name: "Weighted Blanket", description: "A heavy blanket.", nameLang: null, descriptionLang: null },
      { name: "Earmuffs", description: "For loud places.", nameLang: null, descriptionLang: null },
      { name: "Anchor Fidget", description: "Fits in a pocket.", nameLang: null, descriptionLang: null },
      { name: "Zebra Timer", description: null, nameLang: null, descriptionLang: null },
    ]);
  });
});

describe("the demo products of a database loaded before the Spanish columns", () => {
  it("get their Spanish texts from the migration; an admin's Spanish text or changed description is kept", async () => {
    const db = await createTestDatabase();
    // As an earlier demo load wrote them: English only.
    await db.sql`insert into autism_products ${db.sql(
      DEMO_PRODUCTS.map((p) => ({
        name: p.name,
        description: p.description,
        affiliate_link: p.affiliateLink,
        price: p.price,
        category: p.category,
        age_range: p.ageRange,
        sort_order: p.sortOrder,
      })),
    )}`;
    const [edited, translated] = [DEMO_PRODUCTS[3]!, DEMO_PRODUCTS[4]!];
    await db.sql`update autism_products set description = 'Changed by an admin.' where name = ${edited.name}`;
    await db.sql`update autism_products set name_es = 'Traducido por un administrador' where name = ${translated.name}`;

    const folder = path.join(import.meta.dirname, "../../db/migrations");
    const file = (await readdir(folder)).find((f) => f.endsWith("_product_spanish.sql"));
    const statements = (await readFile(path.join(folder, file!), "utf8")).split("--> statement-breakpoint");
    const backfill = statements.filter((s) => /^\s*UPDATE/m.test(s));
    expect(backfill).toHaveLength(1);
    await db.sql.unsafe(backfill[0]!);

    const rows = await db.sql<{ name: string; name_es: string | null; description_es: string | null }[]>`
      select name, name_es, description_es from autism_products order by sort_order`;
    expect(rows).toHaveLength(27);
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      const row = rows[i]!;
      expect(row.name).toBe(p.name);
      if (p === edited) expect(row).toMatchObject({ name_es: p.nameEs, description_es: null });
      else if (p === translated)
        expect(row).toMatchObject({ name_es: "Traducido por un administrador", description_es: null });
      else expect(row).toMatchObject({ name_es: p.nameEs, description_es: p.descriptionEs });
    }
  });

  it("every demo product has a Spanish name and description of its own", () => {
    expect(DEMO_PRODUCTS).toHaveLength(27);
    for (const p of DEMO_PRODUCTS) {
      expect(p.nameEs.trim()).not.toBe("");
      expect(p.descriptionEs.trim()).not.toBe("");
      expect(p.nameEs).not.toBe(p.name);
      expect(p.descriptionEs).not.toBe(p.description);
    }
  });
});
