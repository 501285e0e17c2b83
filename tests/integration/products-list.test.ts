import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "../../server/products/list-products.server.ts";
import type { ProductFilters } from "../../domain/product-params.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;

const all: ProductFilters = { category: null, age: null, sort: "featured" };
const names = (list: { name: string }[]) => list.map((p) => p.name);

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = [
    {
      name: "Weighted Blanket",
      category: "weighted-products",
      price: "59.99",
      age_range: "6-12",
      sort_order: 30,
      is_active: true,
      image_url: "/images/a.svg",
    },
    {
      name: "anchor Fidget",
      category: "fidgets",
      price: "6.50",
      age_range: "3+",
      sort_order: 10,
      is_active: true,
      image_url: null,
    },
    {
      name: "Earmuffs",
      category: "noise-reduction",
      price: "19.99",
      age_range: "3-12",
      sort_order: 20,
      is_active: true,
      image_url: "  ",
    },
    {
      name: "Tactile Discs",
      category: "sensory-toys",
      price: "29.99",
      age_range: "2+",
      sort_order: 40,
      is_active: true,
      image_url: null,
    },
    {
      name: "Shoulder Wrap",
      category: "weighted-products",
      price: "34.99",
      age_range: "Teens & adults",
      sort_order: 50,
      is_active: true,
      image_url: null,
    },
    {
      name: "Sound Machine",
      category: "sleep",
      price: null,
      age_range: "All ages",
      sort_order: 60,
      is_active: true,
      image_url: null,
    },
    {
      name: "Retired Timer",
      category: "visual-schedules",
      price: "1.00",
      age_range: "3+",
      sort_order: 5,
      is_active: false,
      image_url: null,
    },
  ];
  for (const r of rows) {
    await t.sql`insert into autism_products (name, category, price, age_range, sort_order, is_active, image_url, affiliate_link, description)
      values (${r.name}, ${r.category}, ${r.price}, ${r.age_range}, ${r.sort_order}, ${r.is_active}, ${r.image_url},
              ${`https://www.example.com/products/${r.name.toLowerCase().replace(/\W+/g, "-")}`}, ${`About ${r.name}`})`;
  }
});

describe("listProducts", () => {
  it("returns only active products, in sortOrder, with the active categories", async () => {
    const list = await listProducts({ database: t }, all, "en");
    expect(names(list.products)).toEqual([
      "anchor Fidget",
      "Earmuffs",
      "Weighted Blanket",
      "Tactile Discs",
      "Shoulder Wrap",
      "Sound Machine",
    ]);
    expect(list.total).toBe(6);
    expect(list.categories).toEqual(["fidgets", "noise-reduction", "weighted-products", "sensory-toys", "sleep"]);
    expect(list.categories).not.toContain("visual-schedules");
  });

  it("maps the columns, keeps prices as exact strings and turns blank images into null", async () => {
    const { products } = await listProducts({ database: t }, all, "en");
    const fidget = products.find((p) => p.name === "anchor Fidget");
    expect(fidget).toMatchObject({
      price: "6.50",
      category: "fidgets",
      ageRange: "3+",
      imageUrl: null,
      affiliateLink: "https://www.example.com/products/anchor-fidget",
      description: "About anchor Fidget",
    });
    expect(products.find((p) => p.name === "Earmuffs")?.imageUrl).toBeNull();
    expect(products.find((p) => p.name === "Weighted Blanket")?.imageUrl).toBe("/images/a.svg");
    expect(products.find((p) => p.name === "Sound Machine")?.price).toBeNull();
  });

  it("filters by category", async () => {
    const list = await listProducts({ database: t }, { ...all, category: "weighted-products" }, "en");
    expect(names(list.products)).toEqual(["Weighted Blanket", "Shoulder Wrap"]);
    expect(list.total).toBe(6);
    expect((await listProducts({ database: t }, { ...all, category: "visual-schedules" }, "en")).products).toEqual([]);
    expect((await listProducts({ database: t }, { ...all, category: "no-such-thing" }, "en")).products).toEqual([]);
  });

  it("filters by age band, reading the free-text ranges", async () => {
    expect(names((await listProducts({ database: t }, { ...all, age: "under-3" }, "en")).products)).toEqual([
      "Tactile Discs",
      "Sound Machine",
    ]);
    expect(names((await listProducts({ database: t }, { ...all, age: "13-plus" }, "en")).products)).toEqual([
      "anchor Fidget",
      "Tactile Discs",
      "Shoulder Wrap",
      "Sound Machine",
    ]);
    expect(
      names(
        (await listProducts({ database: t }, { ...all, category: "weighted-products", age: "6-12" }, "en")).products,
      ),
    ).toEqual(["Weighted Blanket"]);
  });

  it("sorts by price both ways (no price last) and by name, ignoring case", async () => {
    expect(names((await listProducts({ database: t }, { ...all, sort: "price-asc" }, "en")).products)).toEqual([
      "anchor Fidget",
      "Earmuffs",
      "Tactile Discs",
      "Shoulder Wrap",
      "Weighted Blanket",
      "Sound Machine",
    ]);
    expect(names((await listProducts({ database: t }, { ...all, sort: "price-desc" }, "en")).products)).toEqual([
      "Weighted Blanket",
      "Shoulder Wrap",
      "Tactile Discs",
      "Earmuffs",
      "anchor Fidget",
      "Sound Machine",
    ]);
    expect(names((await listProducts({ database: t }, { ...all, sort: "name" }, "en")).products)).toEqual([
      "anchor Fidget",
      "Earmuffs",
      "Shoulder Wrap",
      "Sound Machine",
      "Tactile Discs",
      "Weighted Blanket",
    ]);
  });
});
