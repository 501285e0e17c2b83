/**
 * Absolute URLs come from the configuration only (issue 30, item 28): without PUBLIC_URL the
 * configured fallback (http://localhost:PORT), never the request's Host header, which anyone
 * can forge and which would otherwise reach cached answers (the sitemap, robots.txt, canonical
 * URLs, /api/seo/meta, the HSDS data package built once and served to everyone).
 */
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as blogPage from "../../app/features/blog/routes/blog.tsx";
import * as robots from "../../app/features/site/routes/robots.ts";
import * as sitemap from "../../app/features/site/routes/sitemap.ts";
import type { AppServices } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { patternRouter } from "./route-modules.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

/** The configured site: no PUBLIC_URL, so http://localhost and the configured port. */
const SITE = "http://localhost:4321";
const EVIL = "evil.example";

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;
let listingId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const dataDir = await tempDirForThisFile("public-urls-test-");
  services = testServices(t, { PORT: "4321", DATA_DIR: dataDir });
  app = createApp(services, {
    handlePage: patternRouter([
      ["/blog", blogPage],
      ["/sitemap.xml", sitemap],
      ["/robots.txt", robots],
    ]),
  });
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude)
    values ('Sunrise ABA', '1 Main St', 'Austin', 'TX', '78701', 30.27, -97.74) returning id`;
  listingId = row!.id;
});

/** A request as a client naming a foreign host sends it, in the URL and the Host header. */
const forged = (pathAndQuery: string) =>
  app.request(`http://${EVIL}${pathAndQuery}`, { headers: { host: EVIL, "x-forwarded-host": EVIL } });

describe("with Host: evil.example and no PUBLIC_URL", () => {
  it("sitemap.xml lists the configured site's URLs", async () => {
    const res = await forged("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/texas</loc>`);
    expect(xml).not.toContain(EVIL);
  });

  it("robots.txt names the configured site's sitemap", async () => {
    const text = await (await forged("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).not.toContain(EVIL);
  });

  it("a page's canonical URL is the configured site's", async () => {
    const page = (await (await forged("/blog")).json()) as { canonical: string };
    expect(page.canonical).toBe(`${SITE}/blog`);
  });

  it("/api/seo/meta gives the configured site's Open Graph and JSON-LD URLs", async () => {
    const res = await forged(`/api/seo/meta?listingId=${listingId}`);
    expect(res.status).toBe(200);
    const meta = (await res.json()) as { ogUrl: string; ogImage: string };
    expect(meta.ogUrl).toBe(`${SITE}/texas/austin/sunrise-aba/${listingId}`);
    expect(meta.ogImage).toBe(`${SITE}/og-image.png`);
    expect(JSON.stringify(meta)).not.toContain(EVIL);
  });

  it("the HSDS index links to the configured site", async () => {
    const index = (await (await forged("/api/hsds")).json()) as { openapi_url: string };
    expect(index.openapi_url).toBe(`${SITE}/api/openapi.json`);
  });

  it("the data package whose build such a request asked for links to the configured site", async () => {
    // The first download finds no package and queues its build: that build must not take this Host.
    expect((await forged("/api/hsds/datapackage.zip")).status).toBe(503);
    await runQueuedJobs(services);
    const res = await app.request(`${SITE}/api/hsds/datapackage.zip`);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const organizations = Buffer.from(files["organizations.csv"]!).toString("utf8");
    expect(organizations).toContain(`${SITE}/texas/austin/sunrise-aba/${listingId}`);
    const descriptor = Buffer.from(files["datapackage.json"]!).toString("utf8");
    expect(JSON.parse(descriptor)).toMatchObject({ homepage: SITE });
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).toString("utf8").includes(EVIL))).toBe(false);
  });
});
