import { describe, expect, it } from "vitest";
import {
  checkBlogPostForm,
  checkInsurerForm,
  checkProductForm,
  httpsLink,
  parsePrice,
  parseTags,
  readingMinutes,
  sitePath,
} from "./catalogue-admin.ts";
import { adminListHref, parseAdminListQuery } from "./catalogue-list.ts";

describe("links and paths", () => {
  it.each([
    ["https://shop.example.com/item?id=1", "https://shop.example.com/item?id=1"],
    ["HTTPS://Shop.Example.com", "https://shop.example.com/"],
    ["http://shop.example.com", null],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["//shop.example.com", null],
    ["https://user:pw@shop.example.com", null],
    ["https://shop.example.com/a b", null],
  ])("httpsLink(%s)", (value, expected) => {
    expect(httpsLink(value)).toBe(expected);
  });

  it.each([
    ["/images/products/a.svg", "/images/products/a.svg"],
    ["/api/images/12?size=detail", "/api/images/12?size=detail"],
    ["", ""],
    ["//evil.example/x.png", null],
    ["https://evil.example/x.png", null],
    ["/images/../secret", null],
    ["javascript:alert(1)", null],
    ['/x"onerror="alert(1)', null],
  ])("sitePath(%s)", (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});

describe("prices and tags", () => {
  it.each([
    ["14.99", "14.99"],
    ["15", "15.00"],
    ["$ 7.5", "7.50"],
    ["", null],
    ["12.345", undefined],
    ["-3", undefined],
    ["1,000", undefined],
    ["abc", undefined],
  ])("parsePrice(%s)", (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it("reads comma-separated tags, lowercased and without repeats; refuses bad ones", () => {
    expect(parseTags(" Insurance, medicaid ,insurance,")).toEqual(["insurance", "medicaid"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags("two words")).toBeNull();
    expect(parseTags("a,b,c,d,e,f,g,h,i")).toBeNull();
  });
});

describe("forms", () => {
  it("names every failed field of an insurer", () => {
    expect(checkInsurerForm({ name: " ", displayName: "x".repeat(81), sortOrder: "1.5" })).toEqual({
      ok: false,
      error: { name: "required", displayName: "too_long", sortOrder: "sort_order" },
    });
    expect(checkInsurerForm({ name: " aetna ", displayName: "Aetna", sortOrder: "" })).toEqual({
      ok: true,
      value: { name: "aetna", displayName: "Aetna", sortOrder: 0 },
    });
  });

  it("cleans a product: empty optional fields are null, the category lowercased", () => {
    const result = checkProductForm({
      name: "Tent",
      description: "",
      imageUrl: "",
      affiliateLink: "https://shop.example.com/t",
      price: "20",
      category: "Calm-Spaces",
      ageRange: "",
      sortOrder: "3",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Tent",
        description: null,
        nameEs: null,
        descriptionEs: null,
        imageUrl: null,
        affiliateLink: "https://shop.example.com/t",
        price: "20.00",
        category: "calm-spaces",
        ageRange: null,
        sortOrder: 3,
      },
    });
  });

  it("takes a Spanish name and description like the English ones: trimmed, lines kept in the description, limited", () => {
    const base = { name: "Tent", affiliateLink: "https://shop.example.com/t" };
    const result = checkProductForm({ ...base, nameEs: "  Tienda  ", descriptionEs: "Uno\r\nDos " });
    expect(result).toMatchObject({ ok: true, value: { nameEs: "Tienda", descriptionEs: "Uno\nDos" } });
    expect(checkProductForm({ ...base, nameEs: "Una\nlínea", descriptionEs: "x".repeat(1_001) })).toEqual({
      ok: false,
      error: { nameEs: "bad_characters", descriptionEs: "too_long" },
    });
  });

  it("refuses a control character in a one-line field but keeps new lines in the body", () => {
    const base = {
      locale: "en",
      slug: "a-b",
      translationKey: "a-b",
      title: "T",
      excerpt: "E",
      bodyMarkdown: "Line one\r\nLine two",
      author: "A",
      tags: "",
      coverImage: "",
      status: "draft",
    };
    const ok = checkBlogPostForm(base);
    expect(ok.ok && ok.value.bodyMarkdown).toBe("Line one\nLine two");
    expect(checkBlogPostForm({ ...base, title: "T\u0007", slug: "A B", status: "live", locale: "fr" })).toEqual({
      ok: false,
      error: { title: "bad_characters", slug: "slug", status: "status", locale: "locale" },
    });
  });

  it("counts reading time like the article files", () => {
    expect(readingMinutes("word ".repeat(450))).toBe(2);
    expect(readingMinutes("")).toBe(1);
  });
});

describe("the table's address", () => {
  it("keeps known parameters and drops the rest", () => {
    const query = parseAdminListQuery(
      new URLSearchParams("q=aba&show=hidden&lang=es&status=draft&tag=Insurance&sort=name&page=3&x=1"),
    );
    expect(query).toMatchObject({
      q: "aba",
      visibility: "hidden",
      locale: "es",
      status: "draft",
      tag: "insurance",
      sort: "name",
      page: 3,
    });
    expect(adminListHref("/admin/blog", query, { page: 2 })).toBe(
      "/admin/blog?q=aba&show=hidden&lang=es&status=draft&tag=insurance&sort=name&page=2",
    );
    expect(parseAdminListQuery(new URLSearchParams("page=-1&lang=fr&status=gone&show=maybe"))).toMatchObject({
      page: 1,
      locale: null,
      status: null,
      visibility: "all",
    });
  });
});
