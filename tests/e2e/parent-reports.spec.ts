import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * "Did you contact them?" (issue 29) on the script-free listing page, without JavaScript: a
 * report with nothing chosen comes back with the typed note and the error, a report sent returns
 * to the listing with a confirmation. Both pages, and the disputed facts, pass axe.
 */
async function firstListing(request: APIRequestContext) {
  const res = await request.get("/api/listings?state=TX&pageSize=1");
  const { listings } = (await res.json()) as { listings: { id: number; url: string }[] };
  return listings[0]!;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent reports what they found and sees the confirmation", async ({ page, request, e2eDatabase }) => {
    // The per-address limit (5 an hour) would refuse reruns of this test from the same address.
    await e2eDatabase.sql`delete from rate_limits where kind = 'parentReportIp'`;
    const listing = await firstListing(request);
    const marker = `e2e ${randomBytes(4).toString("hex")}`;
    try {
      await page.goto(listing.url);
      const section = page.locator("#parent-report");
      await expect(section.getByRole("heading", { name: "Did you contact them?" })).toBeVisible();
      await section.getByText("Report what you found").click();
      const note = section.getByLabel("Anything else? (optional)");
      await note.fill(`They never called back (${marker}).`);
      await section.getByRole("button", { name: "Send report" }).click();

      // Nothing chosen: the report page says so and keeps the note.
      await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}/contact-report$`));
      await expect(page.getByText("Choose what you found.")).toBeVisible();
      await expect(page.getByLabel("Anything else? (optional)")).toHaveValue(`They never called back (${marker}).`);

      await page.getByLabel("They are not taking new clients").check();
      await page.getByRole("button", { name: "Send report" }).click();
      await expect(page).toHaveURL(/contactReport=parent_report_received#parent-report$/);
      expect(new URL(page.url()).pathname).toBe(new URL(listing.url, page.url()).pathname);
      await expect(page.locator("#parent-report-notice")).toHaveText(
        "Thank you: your report is saved. The provider and our team will see it, and it helps other parents.",
      );
      const stored = await e2eDatabase.sql<{ kind: string }[]>`
        select kind from parent_reports where listing_id = ${listing.id} and note like ${`%${marker}%`}`;
      expect(stored).toEqual([{ kind: "not_accepting" }]);
    } finally {
      await e2eDatabase.sql`delete from parent_reports where note like ${`%${marker}%`}`;
    }
  });
});

test("the section with a confirmation and the report page with an error pass axe", async ({ page, request }) => {
  const listing = await firstListing(request);
  await page.goto(`${listing.url}?contactReport=parent_report_received`);
  await expect(page.locator("#parent-report-notice")).toBeVisible();
  await page.locator("#parent-report").getByText("Report what you found").click();
  await expect(page.locator("#parent-report").getByLabel("The wait is longer than listed")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/listings/${listing.id}/contact-report`);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Choose what you found.")).toBeVisible();
  await expectNoAxeViolations(page);
});
