/**
 * The authorization matrix of the admin catalogue (insurers, sensory products, blog posts; issue
 * 13): every action × every kind of caller → allowed or refused, a refusal changes nothing, and
 * an allowed change is in the audit log under the admin who made it.
 */
import sharp from "sharp";
import { beforeAll, describe, it } from "vitest";
import { getAdminBlogPost } from "../../server/catalogue/get-admin-blog-post.server.ts";
import { getAdminInsurer } from "../../server/catalogue/get-admin-insurer.server.ts";
import { getAdminProduct } from "../../server/catalogue/get-admin-product.server.ts";
import { listAdminBlogPosts } from "../../server/catalogue/list-admin-blog-posts.server.ts";
import { listAdminInsurers } from "../../server/catalogue/list-admin-insurers.server.ts";
import { listAdminProducts } from "../../server/catalogue/list-admin-products.server.ts";
import { saveBlogPost } from "../../server/catalogue/save-blog-post.server.ts";
import { saveInsurer } from "../../server/catalogue/save-insurer.server.ts";
import { saveProduct } from "../../server/catalogue/save-product.server.ts";
import { setBlogPostStatus } from "../../server/catalogue/set-blog-post-status.server.ts";
import { setInsurerActive } from "../../server/catalogue/set-insurer-active.server.ts";
import { setProductActive } from "../../server/catalogue/set-product-active.server.ts";
import { uploadBlogCover } from "../../server/catalogue/upload-blog-cover.server.ts";
import { uploadProductImage } from "../../server/catalogue/upload-product-image.server.ts";
import { parseAdminListQuery } from "../../domain/catalogue-list.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { CALLERS, expectSiteAdminOnly, makeCallers, type SiteAdminAction } from "./site-admin-matrix.ts";
import { blogValues, insertBlogPost, insertInsurer, insertProduct, productValues } from "./admin-catalogue-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let ids: Awaited<ReturnType<typeof makeCallers>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-catalogue-");
  services = testServices(t, { DATA_DIR: dataDir });
  ids = await makeCallers(t);
  png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
});

/** Everything a catalogue action could change, for comparing before and after a refusal. */
async function snapshot(): Promise<string> {
  const parts = [];
  for (const table of [
    "insurance_providers",
    "listing_insurances",
    "autism_products",
    "blog_posts",
    "uploaded_files",
    "audit_log",
  ]) {
    parts.push(JSON.stringify(await t.sql.unsafe(`select * from ${table} order by 1`)));
  }
  return parts.join("\n");
}

const image = () => new File([new Uint8Array(png)], "photo.png", { type: "image/png" });
const query = parseAdminListQuery(new URLSearchParams());

const ACTIONS: SiteAdminAction[] = [
  { name: "list insurers", setup: async () => (ctx) => listAdminInsurers(ctx, query) },
  {
    name: "read an insurer",
    setup: async () => {
      const id = await insertInsurer(t);
      return (ctx) => getAdminInsurer(ctx, { id });
    },
  },
  {
    name: "add an insurer",
    audit: "insurer_created",
    setup: async () => (ctx) =>
      saveInsurer(ctx, {
        id: "new",
        values: { name: `ins-${Math.random()}`, displayName: "New Insurer", sortOrder: "5" },
      }),
  },
  {
    name: "edit an insurer",
    audit: "insurer_updated",
    setup: async () => {
      const id = await insertInsurer(t);
      return (ctx) =>
        saveInsurer(ctx, { id: String(id), values: { name: `ins-${id}-b`, displayName: "Renamed", sortOrder: "1" } });
    },
  },
  {
    name: "hide an insurer",
    audit: "insurer_visibility_changed",
    setup: async () => {
      const id = await insertInsurer(t);
      return (ctx) => setInsurerActive(ctx, { id: String(id), active: false });
    },
  },
  {
    name: "show an insurer",
    audit: "insurer_visibility_changed",
    setup: async () => {
      const id = await insertInsurer(t, { isActive: false });
      return (ctx) => setInsurerActive(ctx, { id: String(id), active: true });
    },
  },
  { name: "list products", setup: async () => (ctx) => listAdminProducts(ctx, query) },
  {
    name: "read a product",
    setup: async () => {
      const id = await insertProduct(t);
      return (ctx) => getAdminProduct(ctx, { id });
    },
  },
  {
    name: "add a product",
    audit: "product_created",
    setup: async () => (ctx) => saveProduct(ctx, { id: "new", values: productValues() }),
  },
  {
    name: "edit a product",
    audit: "product_updated",
    setup: async () => {
      const id = await insertProduct(t);
      return (ctx) => saveProduct(ctx, { id: String(id), values: productValues({ price: "12.50" }) });
    },
  },
  {
    name: "write a product's Spanish name and description",
    audit: "product_updated",
    setup: async () => {
      const id = await insertProduct(t);
      return (ctx) =>
        saveProduct(ctx, {
          id: String(id),
          values: productValues({ nameEs: "Nombre nuevo", descriptionEs: "Descripción nueva." }),
        });
    },
  },
  {
    name: "hide a product",
    audit: "product_visibility_changed",
    setup: async () => {
      const id = await insertProduct(t);
      return (ctx) => setProductActive(ctx, { id: String(id), active: false });
    },
  },
  {
    name: "upload a product image",
    audit: "product_image_uploaded",
    setup: async () => {
      const id = await insertProduct(t);
      return (ctx) => uploadProductImage(ctx, { id: String(id), file: image() });
    },
  },
  { name: "list blog posts", setup: async () => (ctx) => listAdminBlogPosts(ctx, query) },
  {
    name: "read a blog post",
    setup: async () => {
      const id = await insertBlogPost(t);
      return (ctx) => getAdminBlogPost(ctx, { id });
    },
  },
  {
    name: "write a blog post",
    audit: "blog_post_created",
    setup: async () => {
      const slug = `new-post-${Math.random().toString(36).slice(2, 8)}`;
      return (ctx) => saveBlogPost(ctx, { id: "new", values: blogValues({ slug, translationKey: slug }) });
    },
  },
  {
    name: "edit a blog post",
    audit: "blog_post_updated",
    setup: async () => {
      const slug = `edited-${Math.random().toString(36).slice(2, 8)}`;
      const id = await insertBlogPost(t, { slug });
      return (ctx) =>
        saveBlogPost(ctx, { id: String(id), values: blogValues({ slug, translationKey: slug, title: "Edited" }) });
    },
  },
  {
    name: "hide a blog post",
    audit: "blog_post_status_changed",
    setup: async () => {
      const id = await insertBlogPost(t);
      return (ctx) => setBlogPostStatus(ctx, { id: String(id), status: "hidden" });
    },
  },
  {
    name: "publish a draft",
    audit: "blog_post_status_changed",
    setup: async () => {
      const id = await insertBlogPost(t, { status: "draft" });
      return (ctx) => setBlogPostStatus(ctx, { id: String(id), status: "published" });
    },
  },
  {
    name: "upload a blog cover",
    audit: "blog_cover_uploaded",
    setup: async () => {
      const id = await insertBlogPost(t);
      return (ctx) => uploadBlogCover(ctx, { id: String(id), file: image() });
    },
  },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", (caller) => expectSiteAdminOnly(services, ids, action, caller, snapshot));
});
