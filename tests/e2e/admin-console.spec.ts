import type { Browser, Locator, Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../domain/admin-sections.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

/** Presses Tab until `target` has the focus, as a keyboard user would reach it; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) {
      // Keyboard focus is shown (the focus ring's :focus-visible rule applies).
      expect(await target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
      return;
    }
  }
  throw new Error(`not reached by ${most} presses of Tab`);
}

/** axe runs as a script: the same address and session, in a browser context that runs scripts. */
async function expectNoAxeViolationsWithScript(browser: Browser, page: Page) {
  // Explicitly: a new context takes this file's test.use() options, javaScriptEnabled: false included.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    const scripted = await context.newPage();
    await scripted.goto(page.url());
    await expectNoAxeViolations(scripted);
  } finally {
    await context.close();
  }
}

test.describe("the admin console", () => {
  // One test per section, so that the browser workers share the sections (one test of all 17
  // took 144 s, the suite's longest). The dashboard has its own, with a chart's table open
  // (admin-dashboard.spec.ts).
  for (const section of ADMIN_SECTIONS.filter((s) => s.id !== "dashboard")) {
    test(`${section.path} is axe clean for a site admin, in both themes`, async ({ keptPage: page, signIn }) => {
      await signIn({ role: "site_admin" });
      const response = await page.goto(section.path);
      expect(response?.status(), section.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });
  }

  test("works from the keyboard: a section, a search and a row", async ({ keptPage: page, signIn, e2eDatabase }) => {
    const admin = await signIn({ role: "site_admin" });
    const [target] = await e2eDatabase.sql<{ id: number; username: string }[]>`
      select id, username from users where id <> ${admin.id} order by id desc limit 1`;
    await page.goto("/admin");
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    const users = sections.getByRole("link", { name: "Users" });
    await tabTo(page, users);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/users$/);

    const search = page.getByLabel("Username, email or name");
    await tabTo(page, search);
    await page.keyboard.type(target!.username);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target!.username)}`));

    const row = page.getByRole("link", { name: target!.username, exact: true });
    await tabTo(page, row);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/users/${target!.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(target!.username);
  });
});

test.describe("the dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const place = `Nowhere Flats ${Date.now().toString(36)}, AK`;

  test.afterEach(async ({ e2eDatabase }) => {
    await e2eDatabase.sql`delete from search_daily_stats where place = ${place}`;
  });

  test("draws its charts on the server and lists where searches found nothing", async ({
    keptPage: page,
    browser,
    signIn,
    e2eDatabase,
  }) => {
    // Today's searches for a town without providers: every one of them found nothing.
    await e2eDatabase.sql`
      insert into search_daily_stats (day, kind, place, searches, zero_results)
      values ((now() at time zone 'utc')::date, 'city', ${place}, 90000, 90000)`;
    await signIn({ role: "site_admin" });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The charts are images the server drew, named by their title and a summary.
    for (const title of [
      "New listings per week",
      "Searches per day, last 30 days",
      "Searches that found nothing, per day, last 30 days",
    ]) {
      await expect(page.getByRole("img", { name: new RegExp(title) })).toBeVisible();
    }
    const zeroChart = page.getByRole("img", { name: /Searches that found nothing, per day/ });
    expect(await zeroChart.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
    await expect(zeroChart).toHaveAccessibleName(/highest: 9\d,\d{3}/);

    // The places table, and the numbers behind a chart in a disclosure that needs no script.
    const zeroPlaces = page.getByRole("table", { name: "Places where searches found nothing, last 30 days" });
    await expect(zeroPlaces.getByRole("row", { name: new RegExp(place) })).toContainText("90000");
    const figure = page.locator("figure").filter({ has: zeroChart });
    await figure.getByText("Show the numbers").click();
    const numbers = figure.getByRole("table", { name: "Searches that found nothing, per day, last 30 days" });
    await expect(numbers).toBeVisible();
    await expectNoAxeViolationsWithScript(browser, page);
  });
});

test.describe("an import's progress without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows how far it got, and the result once reloaded", async ({
    keptPage: page,
    browser,
    signIn,
    e2eDatabase,
  }) => {
    const admin = await signIn({ role: "site_admin" });
    // A running import as its job leaves it between two batches (no job here: nothing moves it on).
    const [row] = await e2eDatabase.sql<{ id: number }[]>`
      insert into listing_imports (user_id, file_name, byte_size, status, total_rows, valid_rows,
        processed_rows, inserted_rows, started_at)
      values (${admin.id}, ${`progress-${Date.now().toString(36)}.csv`}, 100, 'running', 5000, 5000, 2500, 2500, now())
      returning id`;
    const id = row!.id;
    try {
      await page.goto(`/admin/import/${id}`);
      const bar = page.getByRole("progressbar", { name: "Rows imported" });
      await expect(bar).toHaveAttribute("value", "2500");
      await expect(bar).toHaveAttribute("max", "5000");
      await expect(page.getByTestId("import-progress-text")).toHaveText("2,500 of 5,000 rows checked and written.");
      await expectNoAxeViolationsWithScript(browser, page);

      await e2eDatabase.sql`
        update listing_imports set status = 'done', processed_rows = 5000, inserted_rows = 4900,
          duplicate_rows = 100, finished_at = now()
        where id = ${id}`;
      await page.getByRole("link", { name: "Refresh to see the progress" }).click();
      await expect(page.getByTestId("result-inserted")).toHaveText("4,900");
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    } finally {
      await e2eDatabase.sql`delete from listing_imports where id = ${id}`;
    }
  });
});

test.describe("a malformed listing CSV", () => {
  const HEADER = "name,address,city,state,zip_code,email";
  const text = (s: string) => Buffer.from(s, "utf8");
  const CASES: [string, Buffer, RegExp][] = [
    [
      "latin-1",
      Buffer.concat([text(`${HEADER}\nCaf`), Buffer.from([0xe9]), text(",1 Main St,Austin,TX,78701,a@b.example\n")]),
      /^This file is not UTF-8 text \(near row 2\)/,
    ],
    ["utf-16", Buffer.from([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]), /^This file is UTF-16 text, not UTF-8/],
    ["missing-columns", text("name,city\nA,Austin\n"), /^Required columns missing: state, zip_code, email\.$/],
    [
      "unclosed-quote",
      text(`${HEADER}\nA,"1 Main St,Austin,TX,78701,a@b.example\nB,2 Main St,Austin,TX,78701,b@b.example\n`),
      /^Row 2, column address: a quoted cell starts here and is never closed/,
    ],
    [
      "formula",
      text(`${HEADER}\n"=HYPERLINK(""http://evil.example"",""x"")",2 Main St,Austin,TX,78701,a@b.example\n`),
      /^Row 2, column name: the cell starts like a spreadsheet formula/,
    ],
  ];

  test("gets a clear report on the page, never an error page, and nothing to import", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    const admin = await signIn({ role: "site_admin" });
    // The files' own rows only: other tests add listings at the same time.
    const count = async () =>
      (
        await e2eDatabase.sql<{ n: number }[]>`
          select count(*)::int as n from listings where zip_code = '78701' and address in ('1 Main St', '2 Main St')`
      )[0]!.n;
    const before = await count();
    for (const [label, buffer, message] of CASES) {
      await page.goto("/admin/import");
      await page
        .getByRole("button", { name: /^CSV file/ })
        .setInputFiles({ name: `${label}.csv`, mimeType: "text/csv", buffer });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Upload and check" }).click(),
      ]);
      expect(answer.status(), label).toBeLessThan(500);
      await expect(page.getByRole("heading", { level: 1, name: `Import of ${label}.csv` })).toBeVisible();
      await expect(page.getByTestId("import-file-problem"), label).toHaveText(message);
      await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    expect(await count()).toBe(before);
    const imports = await e2eDatabase.sql<{ processed: number; inserted: number }[]>`
      select processed_rows as processed, inserted_rows as inserted from listing_imports where user_id = ${admin.id}`;
    expect(imports).toEqual(CASES.map(() => ({ processed: 0, inserted: 0 })));
  });
});
