/**
 * The job board (issue 12) in the browser: search by place and role without JavaScript, the job
 * page with its JobPosting JSON-LD, posting from My Listings spends the allowance, and axe
 * reports nothing on the new pages in both themes.
 */
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

test.describe("job board", () => {
  test("search by place and role, then open a job with its JSON-LD", async ({ browser, baseURL, e2eDatabase }) => {
    // A job of a known role at a known place, from the demo data.
    const [demo] = await e2eDatabase.sql<{ role: string; zip: string }[]>`
      select j.role, l.zip_code as zip from job_listings j join listings l on l.id = j.listing_id
      where j.is_active and j.expires_at > now() and j.role = 'bcba' and l.zip_code is not null
      order by j.id limit 1`;
    // Without JavaScript: the search is a plain GET form.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ABA jobs");
    await page.getByLabel("City or zip code").fill(demo!.zip);
    await page.getByLabel("Distance").selectOption("50");
    await page.getByLabel("Role").selectOption("bcba");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=bcba/);
    const results = page.getByTestId("job-results").getByRole("listitem");
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toContain("BCBA");
    await results.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/jobs\/\d+-/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { address: { addressCountry: "US" } },
      baseSalary: { currency: "USD" },
    });
    for (const key of ["title", "description", "datePosted", "validThrough", "employmentType"])
      expect(ld[key]).toBeTruthy();
    await expect(page.getByRole("link", { name: /^Apply/ })).toBeVisible();
    await context.close();
  });

  test("an owner posts a job from My Listings and it uses one posting", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    const owner = await signIn();
    const [listing] = await e2eDatabase.sql<{ id: number }[]>`
      update listings set user_id = ${owner.id}, job_posting_allowance = 2
      where id = (select id from listings where status = 'active' and user_id is null order by id limit 1)
      returning id`;
    await page.goto("/my-listings");
    await page.getByRole("link", { name: "Post a job" }).first().click();
    await expect(page.getByTestId("job-allowance")).toContainText("2 job postings left");
    const title = `Lead RBT ${Date.now().toString(36)}`;
    await page.getByLabel("Job title").fill(title);
    await page.getByRole("combobox", { name: "Role" }).selectOption("rbt");
    await page.getByRole("combobox", { name: "Employment type" }).selectOption("part_time");
    await page.getByLabel("Description").fill("Work one to one with children in their homes.");
    await page.getByLabel("Requirements").fill("RBT credential.");
    await page.getByRole("button", { name: "Publish the job" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The job is published." })).toBeVisible();
    await expect(page.getByTestId("job-allowance")).toContainText("1 job posting left");
    const [row] = await e2eDatabase.sql<
      { a: number }[]
    >`select job_posting_allowance as a from listings where id = ${listing!.id}`;
    expect(row!.a).toBe(1);
  });

  test("axe reports nothing on the job pages (both themes)", async ({ page, e2eDatabase }) => {
    const [job] = await e2eDatabase.sql<{ id: number }[]>`
      select id from job_listings where is_active and expires_at > now() order by id limit 1`;
    for (const path of ["/jobs", "/jobs?place=Austin%2C+TX&role=rbt&page=1", `/jobs/${job!.id}`]) {
      await page.goto(path);
      await expectNoAxeViolationsInBothThemes(page);
    }
  });
});
