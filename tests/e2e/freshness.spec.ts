/**
 * The public freshness page (issue 29): after the daily figures are computed it shows them as
 * accessible tables (caption, scoped headers), real and demo listings apart, with the day they
 * are for and how they are made, without JavaScript, reached from the footer and from /about;
 * axe finds nothing in either theme, in English or in Spanish.
 */
import { recordFreshnessSnapshot } from "../../server/freshness/freshness-figures.server.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the freshness page shows the day's figures, demo apart, linked from the footer and /about", async ({
    page,
    e2eDatabase,
  }) => {
    // What the daily freshness_snapshot job does.
    await recordFreshnessSnapshot(e2eDatabase.sql);
    // The stored nationwide figure, not a new count: other tests may change listings meanwhile.
    const [demo] = await e2eDatabase.sql<{ n: number }[]>`
      select active_listings as n from freshness_snapshots
      where day = (select max(day) from freshness_snapshots) and demo and state is null`;
    expect(demo!.n).toBeGreaterThan(0);

    await page.goto("/about");
    await page.getByRole("link", { name: "How up to date our listings are" }).click();
    await expect(page).toHaveURL(/\/freshness$/);
    await expect(page.getByRole("heading", { level: 1, name: "How up to date our listings are" })).toBeVisible();
    await expect(page.getByText(/^Figures for .+ \(UTC\), computed once a day/)).toBeVisible();

    // The demo load's listings are demo listings: their own table, with the nationwide row first.
    const demoTable = page.getByRole("table", {
      name: "Active demo listings, and the share confirmed recently, by state",
    });
    await expect(demoTable).toBeVisible();
    await expect(
      demoTable.getByRole("columnheader", { name: "New clients confirmed in the last 30 days" }),
    ).toBeVisible();
    const nation = demoTable.getByRole("row", { name: /^United States, all states/ });
    await expect(nation.getByRole("cell").first()).toHaveText(demo!.n.toLocaleString("en-US"));
    await expect(nation.getByRole("cell").nth(1)).toHaveText(/^\d+(\.\d)?% \([\d,]+\)$/);
    await expect(demoTable.getByRole("rowheader", { name: "Texas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How these figures are made" })).toBeVisible();

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "How up to date we are" }).click();
    await expect(page).toHaveURL(/\/freshness$/);
  });
});

test("the freshness page: axe finds nothing in either theme, in English and in Spanish", async ({
  page,
  context,
  baseURL,
  e2eDatabase,
}) => {
  await recordFreshnessSnapshot(e2eDatabase.sql);
  await page.goto("/freshness");
  await expect(page.getByRole("table", { name: /^Active demo listings/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await context.addCookies([{ name: "lang", value: "es", url: baseURL! }]);
  await page.goto("/freshness");
  await expect(page.getByRole("heading", { level: 1, name: "Qué tan al día están nuestros anuncios" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Cómo se calculan estas cifras" })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Anuncios de demostración activos/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});
