import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const HEADER = "name,address,city,state,zip_code,email,services";
/** Enough good rows for several batches, so the progress page is seen while the job runs. */
const GOOD_ROWS = 3000;

function importFile(tag: string): string {
  const lines = [HEADER];
  for (let i = 1; i <= GOOD_ROWS; i++) {
    lines.push(`Import ${tag} ABA ${i},${i} Congress Ave,Austin,TX,78701,office${i}@${tag}.example,ABA Therapy`);
  }
  // Two bad rows (spreadsheet rows 3002 and 3003): a short zip code and a broken email address.
  lines.push(`Bad Zip ${tag},1 Bad St,Austin,TX,7870,bad@${tag}.example,`);
  lines.push(`Bad Email ${tag},2 Bad St,Austin,TX,78701,not-an-email,`);
  return lines.join("\r\n") + "\r\n";
}

test.describe("admin listing import and export", () => {
  // The imported listings are removed afterwards: the discovery and map specs count Austin's listings.
  test.afterEach(async ({ e2eDatabase }) => {
    await e2eDatabase.sql`delete from listings where name like 'Import % ABA %' and email like 'office%.example'`;
  });

  test("a site admin imports a CSV with some bad rows, sees the progress and the report, and exports it again", async ({
    keptPage: page,
    signIn,
  }) => {
    test.slow();
    await signIn({ role: "site_admin" });
    const tag = unique();

    await page.goto("/admin/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import and export listings" })).toBeVisible();
    // The page as loaded is checked in both themes by admin-console.spec.ts.

    await page
      .getByRole("button", { name: /^CSV file/ })
      .setInputFiles({ name: `providers-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(importFile(tag)) });
    await page.getByRole("button", { name: "Upload and check" }).click();

    // The preview: counts and named problems, nothing written yet.
    await expect(page.getByRole("heading", { level: 1, name: `Import of providers-${tag}.csv` })).toBeVisible();
    await expect(page.getByTestId("preview-valid")).toHaveText("3,000");
    await expect(page.getByTestId("preview-problems")).toHaveText("2");
    const problems = page.getByTestId("import-problems");
    await expect(problems).toContainText("Row 3002, column zip_code: Enter a 5-digit US zip code.");
    await expect(problems).toContainText("Row 3003, column email: Please enter a valid email address");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Import 3,000 listings" }).click();
    // The progress page (server-rendered), then the result when the job ends (the script polls).
    await expect(page.getByText(/rows checked and written|Listings added/).first()).toBeVisible();
    if (await page.getByRole("progressbar").isVisible()) await expectNoAxeViolations(page);
    await expect(page.getByTestId("result-inserted")).toHaveText("3,000", { timeout: 120_000 });
    await expect(page.getByTestId("result-rejected")).toHaveText("2");
    await expectNoAxeViolations(page);

    const [rejected] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download the rejected rows/ }).click(),
    ]);
    const report = await readFile((await rejected.path())!, "utf8");
    expect(report).toContain(`row,reasons,${HEADER}`);
    expect(report).toContain(`3002,"Row 3002, column zip_code: Enter a 5-digit US zip code.",Bad Zip ${tag}`);

    const [exported] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download all listings (CSV)" }).click(),
    ]);
    const csv = await readFile((await exported.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^name,description,address,city,state,zip_code,/);
    expect(csv).toContain(`Import ${tag} ABA 1,`);
    expect(csv).toContain(`Import ${tag} ABA 3000,`);
    expect(csv).not.toContain(`Bad Zip ${tag}`);
  });

  test("a listing admin and a listing contributor are refused", async ({ keptPage: page, signIn }) => {
    await signIn({ role: "listing_admin" });
    for (const path of ["/admin/import", "/admin/import/export.csv", "/admin/import/template.csv"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
    const page403 = await page.goto("/admin/import");
    expect(page403?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.context().clearCookies();
    await signIn({ role: "listing_contributor" });
    const contributor = await page.goto("/admin/import");
    expect(contributor?.status()).toBe(403);
  });
});

test.describe("a failed listing import", () => {
  test("says why it stopped, in English and Spanish, and can be discarded", async ({
    page,
    context,
    baseURL,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    const admin = await signIn({ role: "site_admin" });
    // The state the job (or the hourly housekeeping) leaves: tests/integration/listing-import-recovery.test.ts.
    const [row] = await e2eDatabase.sql<{ id: number }[]>`
      insert into listing_imports (user_id, file_name, byte_size, status, total_rows, valid_rows,
        processed_rows, inserted_rows, failure, started_at, finished_at)
      values (${admin.id}, ${`stopped-${unique()}.csv`}, 100, 'failed', 5000, 5000, 2500, 2500,
        'adminImport.failure.lost', now(), now())
      returning id`;
    await page.goto(`/admin/import/${row!.id}`);
    await expect(page.getByTestId("import-failure")).toContainText("The server stopped during the import");
    await expect(page.getByTestId("result-inserted")).toHaveText("2,500");
    await expectNoAxeViolations(page);

    // Spanish, and the dark theme for the second axe pass.
    await context.addCookies([
      { name: "lang", value: "es", url: baseURL! },
      { name: "theme", value: "dark", url: baseURL! },
    ]);
    await page.reload();
    await expect(page.getByTestId("import-failure")).toContainText("El servidor se detuvo durante la importación");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Descartar esta importación" }).click();
    await expect(page.getByText("Esta importación se descartó y su archivo se eliminó.")).toBeVisible();
  });
});
