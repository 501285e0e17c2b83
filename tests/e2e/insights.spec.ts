import { sql } from "drizzle-orm";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

/** A day N days before today (UTC), as the insights tables key it. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test.describe("owner insights", () => {
  test("my listings shows each listing's 90-day totals and a chart with its numbers", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    // Two axe runs on a long page: slow on a shared two-core machine.
    test.slow();
    const owner = await signIn();
    const name = `Insightful ABA ${Date.now().toString(36)}`;
    const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status)
      values (${name}, 'Austin', 'TX', '78701', 30.27, -97.74, 'insights@example.com', ${owner.id}, 'active') returning id`);
    const id = row!.id;
    await e2eDatabase.db.execute(sql`
      insert into listing_daily_stats (listing_id, day, views, appearances, phone_clicks, website_clicks, directions_clicks, email_clicks)
      values (${id}, ${daysAgo(0)}::date, 12, 340, 3, 2, 1, 0),
             (${id}, ${daysAgo(10)}::date, 30, 1000, 0, 0, 0, 4),
             (${id}, ${daysAgo(120)}::date, 999, 999, 999, 999, 999, 999)`);

    await page.goto("/my-listings");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    const insights = card.getByRole("region", { name: `Insights, last 90 days: ${name}` });
    await expect(insights).toBeVisible();
    // Totals of the last 90 days (the day 120 days ago is outside them).
    const total = (label: string) =>
      insights
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    await expect(total("Page views")).toHaveText("42");
    await expect(total("Search appearances")).toHaveText("1,340");
    await expect(total("Phone clicks")).toHaveText("3");
    await expect(total("Website clicks")).toHaveText("2");
    await expect(total("Directions clicks")).toHaveText("1");
    await expect(total("Email clicks")).toHaveText("4");

    // The chart is an image named by its caption and summary, drawn on the server (one bar per day with views).
    const chart = insights.getByRole("img", { name: /Page views per day, last 90 days/ });
    await expect(chart).toHaveAccessibleName(/42 in total; highest: 30 on /);
    await expect(chart.locator("rect")).toHaveCount(2);

    // Its numbers, for anyone who cannot see it: a table behind a disclosure.
    await insights.getByText("Show the numbers").click();
    const table = insights.getByRole("table", { name: "Page views per day, last 90 days" });
    await expect(table.getByRole("row")).toHaveCount(92);
    await expect(table.getByRole("row", { name: /^Total/ })).toContainText("42");
    await expectNoAxeViolationsInBothThemes(page);
  });

  test.describe("as a visitor's browser", () => {
    // Headless Chromium names itself HeadlessChrome, which the bot check rightly refuses.
    test.use({
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      javaScriptEnabled: false,
    });

    test("a listing page view and a website click are counted for the owner, without JavaScript", async ({
      page,
      e2eDatabase,
    }) => {
      const name = `Counted ABA ${Date.now().toString(36)}`;
      const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
        insert into listings (name, city, state, zip_code, latitude, longitude, email, website, phone, address, status)
        values (${name}, 'Austin', 'TX', '78701', 30.27, -97.74, 'counted@example.com', 'http://127.0.0.1:9/site',
                '5125550100', '1 Main St', 'active') returning id`);
      const id = row!.id;
      await page.goto(`/listing/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const aside = page.getByRole("complementary", { name: "Contact" });
      await expect(aside.getByRole("link", { name: "(512) 555-0100" })).toHaveAttribute("href", `/out/${id}/phone`);
      await expect(aside.getByRole("link", { name: "Get directions" })).toHaveAttribute(
        "href",
        `/out/${id}/directions`,
      );
      // The website itself does not answer (port 9): only the redirect to it matters here.
      const redirect = await page.request.get(`/out/${id}/website`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(302);
      expect(redirect.headers()["location"]).toBe("http://127.0.0.1:9/site");

      // The server writes its counts every few seconds.
      await expect
        .poll(
          async () => {
            const [stats] = await e2eDatabase.db.execute<{ views: number; website: number }>(sql`
              select coalesce(sum(views), 0)::int as views, coalesce(sum(website_clicks), 0)::int as website
              from listing_daily_stats where listing_id = ${id}`);
            return stats;
          },
          { timeout: 20_000 },
        )
        .toEqual({ views: 1, website: 1 });
    });
  });
});
