/**
 * The NPI Registry admin screens (issue 27) in a browser, JavaScript on, axe-clean: the upload
 * on /admin/import, an import's progress turning into its result, the possible-duplicates queue
 * and the dashboard's freshness warning.
 *
 * Safety: this server holds the 2,500 demo listings that other specs count, and specs run in
 * parallel. A real import would add listings mid-run, and ticking the demo removal would delete
 * them all. So the browser upload is the refused one (demo data present, box not ticked: the
 * server's answer, nothing stored or removed), and the import itself runs in the integration
 * tests (tests/integration/admin-registry.test.ts, through the queued job). The progress and
 * result pages read an nppes_imports row made here; the queue's listings are suspended ones
 * (never public, never counted). Everything made here is removed after.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { E2E_DATA_DIR } from "./support/e2e-server.ts";
import { FIXTURE_NPIS, nppesFixtureRows, writeNppesZip, type FixtureRows } from "../support/nppes-fixture.ts";

const TAG = `e2e-${Date.now().toString(36)}`;
const importIds: number[] = [];
const listingIds: number[] = [];

// One after another: the dashboard reads the newest finished import, which the result test makes.
test.describe.configure({ mode: "serial" });

/** One Vermont practice only: were the refusal ever to fail, the import would add a single listing. */
function oneProvider(): FixtureRows {
  const rows = nppesFixtureRows();
  const org = rows.providers.find((p) => p.npi === FIXTURE_NPIS.organisation)!;
  const vermont = { line1: "12 CHURCH ST", city: "BURLINGTON", state: "VT", postalCode: "05401", countryCode: "US" };
  return { providers: [{ ...org, practice: vermont, mailing: vermont }], otherNames: [], locations: [] };
}

test.afterAll(async ({ e2eDatabase }) => {
  const sql = e2eDatabase.sql;
  if (importIds.length) await sql`delete from nppes_imports where id in ${sql(importIds)}`;
  if (listingIds.length) await sql`delete from listings where id in ${sql(listingIds)}`;
  // Defensive: nothing of the uploaded file may stay, even if the refusal regressed.
  await sql`delete from listings where npi = ${FIXTURE_NPIS.organisation}`;
  await sql`delete from registry_providers where npi = ${FIXTURE_NPIS.organisation}`;
  await sql`delete from nppes_imports where file_name like ${`%${TAG}%`}`;
});

test("the upload asks to remove the demo data first, and without it refuses the file, changing nothing", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const sql = e2eDatabase.sql;
  const [demo] = await sql`select 1 from app_state where key = 'demo_data'`;
  test.skip(!demo, "only a database with demo data may take this upload: it must be refused");
  await signIn({ role: "site_admin" });
  const dir = await mkdtemp(path.join(tmpdir(), "registry-e2e-"));
  const zip = await writeNppesZip(dir, oneProvider(), { fileName: `NPPES_Data_Dissemination_March_2026_${TAG}.zip` });
  const countImports = async () => (await sql<{ n: number }[]>`select count(*)::int as n from nppes_imports`)[0]!.n;
  const before = await countImports();

  await page.goto("/admin/import");
  const part = page.getByRole("region", { name: "NPI Registry (NPPES)" });
  await expect(part).toBeVisible();
  await expect(part.getByText("npm run import:nppes -- file.zip")).toBeVisible();
  const box = part.getByRole("checkbox", {
    name: "Remove the fictional demo data (listings, reviews, accounts) first",
  });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute("required", "");
  await expect(part.getByRole("combobox", { name: "Kind of file" })).toHaveValue("");
  // The page as loaded is checked in both themes by admin-console.spec.ts.

  await part.getByLabel(/^Registry file \(zip\)/).setInputFiles({
    name: path.basename(zip),
    mimeType: "application/zip",
    buffer: await readFile(zip),
  });
  // The browser holds the form back while the box is unticked; the server refuses it too.
  await part.getByRole("button", { name: "Upload and import" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await part.locator("form").evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await part.getByRole("button", { name: "Upload and import" }).click();

  await expect(page).toHaveURL(/\/admin\/import\/registry$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import an NPI Registry file" })).toBeVisible();
  await expect(page.getByTestId("registry-upload-error")).toHaveText(
    "Not imported: this database holds the fictional demo data. Tick “Remove the fictional demo data (listings, reviews, accounts) first” and upload again. Nothing was changed.",
  );
  await expectNoAxeViolations(page);
  expect(await countImports()).toBe(before);
  const [stillDemo] = await sql`select 1 from app_state where key = 'demo_data'`;
  expect(stillDemo).toBeDefined();
  expect(await readdir(path.join(E2E_DATA_DIR, "registry-uploads")).catch(() => [])).toEqual([]);
  await rm(dir, { recursive: true, force: true });
});

test("an import's page shows its progress, then its result by itself when the job ends", async ({
  keptPage: page,
  baseURL,
  signIn,
  e2eDatabase,
}) => {
  const sql = e2eDatabase.sql;
  const admin = await signIn({ role: "site_admin" });
  const [row] = await sql<{ id: number }[]>`
    insert into nppes_imports (user_id, file_name, kind, origin, status, phase, file_date, layout_version, counts, started_at)
    values (${admin.id}, ${`NPPES_Data_Dissemination_March_2026_${TAG}.zip`}, 'full', 'upload', 'running', 'listings',
      '2026-03-09', 2, '{"read":12,"matched":8,"added":3,"updated":0,"unchanged":0,"deactivated":0,"reactivated":0,"skipped":{}}',
      now())
    returning id`;
  const id = row!.id;
  importIds.push(id);

  await page.goto(`/admin/import/registry/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Registry import of NPPES_Data_Dissemination_March_2026_${TAG}.zip`,
  );
  await expect(page.getByTestId("registry-progress-text")).toHaveText(
    "Rows read: 12. ABA providers matched: 8. Listings added so far: 3.",
  );
  await expect(page.getByText("Writing the listings")).toBeVisible();
  await expectNoAxeViolations(page);

  // The job ends: the page polls and shows the result without a reload.
  await sql`
    update nppes_imports set status = 'done', phase = 'done', finished_at = now(),
      counts = '{"read":12,"matched":8,"added":7,"updated":1,"unchanged":2,"deactivated":1,"reactivated":1,
        "skipped":{"assistant_or_technician_only":2,"outside_covered_states":1,"row_shortRow":1}}'
    where id = ${id}`;
  await expect(page.getByTestId("registry-added")).toHaveText("7", { timeout: 15_000 });
  await expect(page.getByTestId("registry-read")).toHaveText("12");
  await expect(page.getByTestId("registry-matched")).toHaveText("8");
  await expect(page.getByTestId("registry-updated")).toHaveText("1");
  await expect(page.getByTestId("registry-deactivated")).toHaveText("1");
  await expect(page.getByTestId("registry-status")).toHaveText("Done");
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toContainText("Assistant behavior analyst or behavior technician only (not a practice)");
  await expect(result).toContainText("Practice outside the states the directory covers");
  await expect(result).toContainText("Rows with too few columns");
  await expect(page.getByTestId("registry-skipped-assistant_or_technician_only")).toHaveText("2");
  await expectNoAxeViolations(page);

  // Listed on /admin/import, and the same page in Spanish.
  await page.goto("/admin/import");
  await expect(page.getByRole("link", { name: `NPPES_Data_Dissemination_March_2026_${TAG}.zip` })).toHaveAttribute(
    "href",
    `/admin/import/registry/${id}`,
  );
  await page.context().addCookies([{ name: "lang", value: "es", url: baseURL! }]);
  await page.goto(`/admin/import/registry/${id}`);
  await expect(page.getByText("Consultorio fuera de los estados que cubre el directorio")).toBeVisible();
  await expect(page.getByText("Filas con muy pocas columnas")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the dashboard warns when the registry data is older than 14 days", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const sql = e2eDatabase.sql;
  await signIn({ role: "site_admin" });
  // The serial test before left a finished import from now: age it.
  await sql`update nppes_imports set finished_at = now() - interval '20 days 1 hour' where id in ${sql(importIds)}`;
  await page.goto("/admin");
  const card = page.getByRole("region", { name: "NPI Registry" });
  await expect(card.getByTestId("registry-stale")).toHaveText(/Registry data not refreshed for 2\d days/);
  await expect(card.getByTestId("registry-last-refresh")).toContainText("NPI Registry: last successful refresh");
  await expectNoAxeViolations(page);
});

test("the possible-duplicates queue shows both listings side by side; merge and dismiss", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const sql = e2eDatabase.sql;
  await signIn({ role: "listing_admin" });
  const pair = async (n: number) => {
    const [registry] = await sql<{ id: number }[]>`
      insert into listings (name, address, city, state, zip_code, latitude, longitude, phone, status, npi, npi_location,
        provider_kind)
      values (${`Lake Champlain ABA ${TAG} ${n}`}, '12 Church St', 'Burlington', 'VT', '05401', 44.48, -73.21,
        '(802) 555-0147', 'suspended', ${`19${String(Date.now()).slice(-7)}${n}`}, 0, 'organization')
      returning id`;
    const [other] = await sql<{ id: number }[]>`
      insert into listings (name, address, city, state, zip_code, latitude, longitude, email, status)
      values (${`Lake Champlain ABA ${TAG} ${n} Burlington`}, '12 Church Street', 'Burlington', 'VT', '05401',
        44.48, -73.21, ${`office${n}@lake-${TAG}.example`}, 'suspended')
      returning id`;
    listingIds.push(registry!.id, other!.id);
    await sql`insert into registry_match_reviews (listing_id, registry_listing_id, similarity)
      values (${other!.id}, ${registry!.id}, 0.8)`;
    return { registry: registry!.id, other: other!.id };
  };
  const first = await pair(1);
  await pair(2);

  await page.goto("/admin/registry-matches");
  await expect(page.getByRole("heading", { level: 1, name: "Possible duplicates" })).toBeVisible();
  const item = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `Lake Champlain ABA ${TAG} 1 Burlington or Lake Champlain ABA ${TAG} 1?` }),
  });
  await expect(item.getByRole("heading", { name: "Listing without an NPI" })).toBeVisible();
  await expect(item.getByRole("heading", { name: /^Registry listing, NPI \d{10}$/ })).toBeVisible();
  await expect(item).toContainText(`office1@lake-${TAG}.example`);
  await expect(item).toContainText("(802) 555-0147");
  await expect(item.getByText("Nobody owns it").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole("button", { name: "Same provider — merge into the registry listing" }).click();
  await expect(page.getByText("Merged into the registry listing.")).toBeVisible();
  await expect(item).toHaveCount(0);
  const [merged] = await sql`select merged_into_id as "mergedIntoId" from listings where id = ${first.other}`;
  expect(merged).toEqual({ mergedIntoId: first.registry });
  const [survivor] = await sql`select email from listings where id = ${first.registry}`;
  expect(survivor).toEqual({ email: `office1@lake-${TAG}.example` });

  const second = page.getByRole("listitem").filter({ hasText: `Lake Champlain ABA ${TAG} 2 Burlington` });
  await second.getByRole("button", { name: "Different providers — dismiss" }).click();
  await expect(page.getByText("Dismissed: the two listings stay apart.")).toBeVisible();
  await expect(second).toHaveCount(0);
  await expectNoAxeViolations(page);
});
