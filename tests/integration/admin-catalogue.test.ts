/**
 * The admin catalogue's rules (issue 13) against a real database: unique names and slugs with
 * field messages, https-only links, prices, hidden insurers keep their links, drafts and hidden
 * posts never public, admin edits survive the article files, uploads judged by their bytes.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getBlogPost } from "../../server/blog/get-blog-post.server.ts";
import { listBlogPosts } from "../../server/blog/list-blog-posts.server.ts";
import { listBlogPostUrls } from "../../server/blog/list-post-urls.server.ts";
import { saveBlogPost } from "../../server/catalogue/save-blog-post.server.ts";
import { saveInsurer } from "../../server/catalogue/save-insurer.server.ts";
import { getAdminProduct } from "../../server/catalogue/get-admin-product.server.ts";
import { saveProduct } from "../../server/catalogue/save-product.server.ts";
import { setBlogPostStatus } from "../../server/catalogue/set-blog-post-status.server.ts";
import { setInsurerActive } from "../../server/catalogue/set-insurer-active.server.ts";
import { setProductActive } from "../../server/catalogue/set-product-active.server.ts";
import { uploadBlogCover } from "../../server/catalogue/upload-blog-cover.server.ts";
import { uploadProductImage } from "../../server/catalogue/upload-product-image.server.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";
import { activeInsuranceProviders } from "../../server/listings/insurance-providers.server.ts";
import { listProducts } from "../../server/products/list-products.server.ts";
import { loadBlogPosts, type BlogPostSource } from "../../server/seed/blog.server.ts";
import { imageFile } from "../../server/images/image-file.server.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing, listingValues } from "./owners-support.ts";
import { blogValues, insertBlogPost, insertInsurer, insertProduct, productValues } from "./admin-catalogue-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let admin: CallerContext;
let services: ReturnType<typeof testServices>;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-catalogue-");
  services = testServices(t, { DATA_DIR: dataDir });
  admin = await callerCtx(services, (await makeUser(t, { role: "site_admin" })).id);
});

const failure = (result: { ok: boolean; error?: unknown }) =>
  (result as { error: { status: number; fields?: Record<string, string> } }).error;

describe("insurers", () => {
  it("refuses a key name already taken, whatever its case, with a message on the field", async () => {
    await insertInsurer(t, { name: "acme-health" });
    const result = await saveInsurer(admin, {
      id: "new",
      values: { name: "ACME-Health", displayName: "Acme", sortOrder: "" },
    });
    expect(result.ok).toBe(false);
    expect(failure(result).status).toBe(409);
    expect(failure(result).fields).toEqual({ name: "adminCatalogueMessage.name_taken" });
  });

  it("hides an insurer from the public lists but keeps its links to listings, and shows it again", async () => {
    const id = await insertInsurer(t, { name: "hidden-care" });
    const listingId = await insertListing(t);
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id) values (${listingId}, ${id})`;
    expect((await setInsurerActive(admin, { id: String(id), active: false })).ok).toBe(true);
    expect((await activeInsuranceProviders(admin)).map((i) => i.id)).not.toContain(id);
    const [links] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from listing_insurances where insurance_provider_id = ${id}`;
    expect(links!.n).toBe(1);
    expect((await setInsurerActive(admin, { id: String(id), active: true })).ok).toBe(true);
    expect((await activeInsuranceProviders(admin)).map((i) => i.id)).toContain(id);
  });

  it("an owner's edit keeps the listing's link to a hidden insurer (the form cannot show it)", async () => {
    const ownerId = (await makeUser(t)).id;
    const owner = await callerCtx(services, ownerId);
    const hidden = await insertInsurer(t, { isActive: false });
    const shown = await insertInsurer(t);
    const other = await insertInsurer(t);
    const listingId = await insertListing(t, { userId: ownerId });
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id)
                values (${listingId}, ${hidden}), (${listingId}, ${shown})`;
    const saved = await updateListing(owner, { listingId, values: listingValues({ insurerIds: [String(other)] }) });
    expect(saved.ok, JSON.stringify(saved)).toBe(true);
    const links = await t.sql<{ id: number }[]>`
      select insurance_provider_id as id from listing_insurances where listing_id = ${listingId} order by 1`;
    expect(links.map((l) => l.id)).toEqual([hidden, other].sort((a, b) => a - b));
  });

  it("orders the public list by sort order, and audits the change with before and after", async () => {
    const id = await insertInsurer(t, { name: "zz-first" });
    const saved = await saveInsurer(admin, {
      id: String(id),
      values: { name: "zz-first", displayName: "Zeta First", sortOrder: "0" },
    });
    expect(saved.ok).toBe(true);
    expect((await activeInsuranceProviders(admin))[0]?.id).toBe(id);
    // In the columns /admin/audit filters on: who, what, and only the fields that changed.
    const [entry] = await t.sql`
      select actor_id, object_type, object_id, (before #>> '{}')::jsonb as before, (after #>> '{}')::jsonb as after
      from audit_log
      where action = 'insurer_updated' order by id desc limit 1`;
    expect(entry).toEqual({
      actor_id: (await admin.auth.user())!.id,
      object_type: "insurer",
      object_id: String(id),
      before: { displayName: "ZZ-FIRST", sortOrder: 10 },
      after: { displayName: "Zeta First", sortOrder: 0 },
    });
  });
});

describe("products", () => {
  it.each([
    ["javascript:alert(1)", "affiliateLink", "https_link"],
    ["http://shop.example.com/x", "affiliateLink", "https_link"],
  ])("refuses the link %s", async (link, field, code) => {
    const result = await saveProduct(admin, { id: "new", values: productValues({ affiliateLink: link }) });
    expect(failure(result).fields).toEqual({ [field]: `adminCatalogueMessage.${code}` });
  });

  it("refuses a malformed price and an image on another site, naming each field", async () => {
    const result = await saveProduct(admin, {
      id: "new",
      values: productValues({ price: "12.345", imageUrl: "//evil.example/x.png", category: "Bad Category" }),
    });
    expect(failure(result).fields).toEqual({
      price: "adminCatalogueMessage.price",
      imageUrl: "adminCatalogueMessage.image_url",
      category: "adminCatalogueMessage.category",
    });
  });

  it("an edit shows on the public catalogue at once; a hidden product leaves it", async () => {
    const id = await insertProduct(t, { name: "Old Name" });
    const saved = await saveProduct(admin, {
      id: String(id),
      values: productValues({ name: "Calm Corner Tent", price: "$49" }),
    });
    expect(saved.ok).toBe(true);
    const shown = (await listProducts(admin, { category: null, age: null, sort: "featured" }, "en")).products.find(
      (p) => p.id === id,
    );
    expect(shown).toMatchObject({
      name: "Calm Corner Tent",
      price: "49.00",
      affiliateLink: "https://shop.example.com/chewy",
    });
    await setProductActive(admin, { id: String(id), active: false });
    const after = await listProducts(admin, { category: null, age: null, sort: "featured" }, "en");
    expect(after.products.map((p) => p.id)).not.toContain(id);
  });

  it("saves the Spanish name and description, which the Spanish page shows; empty ones fall back to English", async () => {
    const id = await insertProduct(t, { name: "Quiet Tent" });
    const spanish = { nameEs: "Tienda de campaña tranquila", descriptionEs: "Un rincón\ntranquilo para descansar." };
    expect(
      (await saveProduct(admin, { id: String(id), values: productValues({ name: "Quiet Tent", ...spanish }) })).ok,
    ).toBe(true);
    expect(await getAdminProduct(admin, { id: String(id) })).toMatchObject({ ok: true, value: spanish });
    const inSpanish = async () =>
      (await listProducts(admin, { category: null, age: null, sort: "featured" }, "es")).products.find(
        (p) => p.id === id,
      );
    expect(await inSpanish()).toMatchObject({
      name: spanish.nameEs,
      description: spanish.descriptionEs,
      nameLang: null,
      descriptionLang: null,
    });
    const [audit] = await t.sql<{ after: Record<string, unknown> }[]>`
      select after from audit_log where action = 'product_updated' and object_id = ${String(id)} order by id desc limit 1`;
    expect(audit?.after).toMatchObject(spanish);

    // Emptied (only spaces): no Spanish text, so the Spanish page shows the English one, marked as English.
    expect(
      (
        await saveProduct(admin, {
          id: String(id),
          values: productValues({ name: "Quiet Tent", nameEs: "   ", descriptionEs: "" }),
        })
      ).ok,
    ).toBe(true);
    expect(await getAdminProduct(admin, { id: String(id) })).toMatchObject({
      value: { nameEs: null, descriptionEs: null },
    });
    expect(await inSpanish()).toMatchObject({ name: "Quiet Tent", nameLang: "en", descriptionLang: "en" });
  });

  it("checks the Spanish fields as it checks the English ones", async () => {
    const result = await saveProduct(admin, {
      id: "new",
      values: productValues({ nameEs: "x".repeat(121), descriptionEs: "Texto\u0007 con un carácter de control" }),
    });
    expect(failure(result).fields).toEqual({
      nameEs: "adminCatalogueMessage.too_long",
      descriptionEs: "adminCatalogueMessage.bad_characters",
    });
  });

  it("takes an image by its bytes and serves it; a text file called .png is refused and nothing is stored", async () => {
    const id = await insertProduct(t);
    const fake = new File([new TextEncoder().encode("not an image at all")], "photo.png", { type: "image/png" });
    const refused = await uploadProductImage(admin, { id: String(id), file: fake });
    expect(failure(refused).status).toBe(400);
    await expect(readdir(path.join(dataDir, "uploads", "products")).catch(() => [])).resolves.toEqual([]);

    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#aa3366" } })
      .png()
      .toBuffer();
    const result = await uploadProductImage(admin, {
      id: String(id),
      file: new File([new Uint8Array(png)], "tent.png"),
    });
    expect(result.ok).toBe(true);
    const url = result.ok ? result.value.imageUrl : "";
    expect(url).toMatch(/^\/api\/images\/\d+$/);
    const served = await imageFile(admin, { id: url.split("/").pop()!, size: "card", accept: "image/webp" });
    expect(served.ok && served.value.contentType).toBe("image/webp");
    const [row] = await t.sql<{ image_url: string }[]>`select image_url from autism_products where id = ${id}`;
    expect(row!.image_url).toBe(url);
  });
});

describe("blog posts", () => {
  it("keeps slugs unique per language, with a message on the slug; another language may reuse it", async () => {
    await insertBlogPost(t, { slug: "taken-slug" });
    const clash = await saveBlogPost(admin, {
      id: "new",
      values: blogValues({ slug: "taken-slug", translationKey: "other-key" }),
    });
    expect(failure(clash).status).toBe(409);
    expect(failure(clash).fields).toEqual({ slug: "adminCatalogueMessage.slug_taken" });
    const spanish = await saveBlogPost(admin, {
      id: "new",
      values: blogValues({ locale: "es", slug: "taken-slug", translationKey: "taken-slug", title: "En español" }),
    });
    expect(spanish.ok).toBe(true);
  });

  it("never shows a draft or a hidden post: not its page, not the list, not the tags, not the sitemap", async () => {
    const created = await saveBlogPost(admin, {
      id: "new",
      values: blogValues({
        slug: "secret-draft",
        translationKey: "secret-draft",
        status: "draft",
        tags: "draft-only-tag",
      }),
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : 0;
    const isPublic = async () => ({
      page: (await getBlogPost(admin, { slug: "secret-draft", locale: "en" })) !== null,
      list: (await listBlogPosts(admin, { locale: "en", perPage: 100 })).posts.some((p) => p.slug === "secret-draft"),
      tag: (await listBlogPosts(admin, { locale: "en" })).tags.some((x) => x.tag === "draft-only-tag"),
      sitemap: (await listBlogPostUrls(admin)).some((u) => u.path === "/blog/secret-draft"),
    });
    expect(await isPublic()).toEqual({ page: false, list: false, tag: false, sitemap: false });
    await setBlogPostStatus(admin, { id: String(id), status: "published" });
    expect(await isPublic()).toEqual({ page: true, list: true, tag: true, sitemap: true });
    await setBlogPostStatus(admin, { id: String(id), status: "hidden" });
    expect(await isPublic()).toEqual({ page: false, list: false, tag: false, sitemap: false });
  });

  it("an edit shows on the public article at once, and the article file no longer overwrites it", async () => {
    const file: BlogPostSource = {
      slug: "from-a-file",
      locale: "en",
      translationKey: "from-a-file",
      title: "File title",
      excerpt: "From the file.",
      author: "ABA Atlas",
      tags: ["insurance"],
      coverImage: null,
      publishedAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      bodyMarkdown: "File body.\n",
      readingMinutes: 1,
    };
    await loadBlogPosts(t.sql, [file]);
    const [row] = await t.sql<{ id: number }[]>`select id from blog_posts where slug = 'from-a-file'`;
    const saved = await saveBlogPost(admin, {
      id: String(row!.id),
      values: blogValues({
        slug: "from-a-file",
        translationKey: "from-a-file",
        title: "Admin title",
        bodyMarkdown: "Admin **body**.",
      }),
    });
    expect(saved.ok).toBe(true);
    expect((await getBlogPost(admin, { slug: "from-a-file", locale: "en" }))?.title).toBe("Admin title");
    await loadBlogPosts(t.sql, [file]);
    expect((await getBlogPost(admin, { slug: "from-a-file", locale: "en" }))?.bodyMarkdown).toBe("Admin **body**.");

    // Renamed in the admin: the file's old slug does not come back beside it (a second English version).
    await saveBlogPost(admin, {
      id: String(row!.id),
      values: blogValues({ slug: "renamed", translationKey: "from-a-file" }),
    });
    await expect(loadBlogPosts(t.sql, [file])).resolves.toBe(0);
    expect(await getBlogPost(admin, { slug: "from-a-file", locale: "en" })).toBeNull();
  });

  it("a cover upload is judged by its bytes and points the post at the large variant", async () => {
    const id = await insertBlogPost(t);
    const fake = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "cover.jpg", { type: "image/jpeg" });
    expect(failure(await uploadBlogCover(admin, { id: String(id), file: fake })).status).toBe(400);
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2255aa" } })
      .jpeg()
      .toBuffer();
    const result = await uploadBlogCover(admin, {
      id: String(id),
      file: new File([new Uint8Array(jpeg)], "cover.jpg"),
    });
    expect(result.ok && result.value.coverImage).toMatch(/^\/api\/images\/\d+\?size=detail$/);
  });
});
