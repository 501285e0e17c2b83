import { sql } from "drizzle-orm";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import type { Database as E2eDatabase } from "../../db/client.server.ts";

/**
 * Service areas (issue 29, ADR 0025): the owner sets where they serve from the edit screen's
 * "Where do you serve?" (an unknown zip code is refused, what was typed kept), then a search from
 * that zip code, 500 miles from the office, lists the provider first with "Serves your area
 * (in-home)", and the listing page says where it serves and who said so. Without JavaScript;
 * then the same screens through axe.
 */
async function farListing(e2eDatabase: E2eDatabase, ownerId: number, name: string): Promise<number> {
  const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
    insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status, care_settings)
    values (${name}, 'Dallas', 'TX', '75201', 32.79, -96.8, 'reach@example.com', ${ownerId}, 'active',
      '["in-home", "telehealth"]'::jsonb)
    returning id`);
  return row!.id;
}

const ZIPS_LABEL = "Zip codes, separated by commas or spaces";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an owner's service area makes a search from there find them", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    const owner = await signIn();
    const name = `Far Reach ABA ${Date.now()}`;
    const id = await farListing(e2eDatabase, owner.id, name);

    await page.goto(`/my-listings/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Where do you serve?" })).toBeVisible();
    await page.getByRole("link", { name: "Set where you serve" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-listings/${id}/service-area$`));

    const inHome = page.locator('fieldset[data-area-setting="in-home"]');
    await inHome.getByLabel("Where you serve").selectOption("zips");
    await inHome.getByLabel(ZIPS_LABEL).fill("79843, 00000");
    await page.getByRole("button", { name: "Save where you serve" }).click();
    const zips = page.locator('fieldset[data-area-setting="in-home"]').getByLabel(ZIPS_LABEL);
    await expect(page.getByText("One of these is not a US zip code: check each one.")).toBeVisible();
    await expect(zips).toHaveValue("79843, 00000");
    await expect(zips).toHaveAttribute("aria-invalid", "true");

    await zips.fill("79843");
    await page.getByRole("button", { name: "Save where you serve" }).click();
    await expect(page.getByText("Saved. Searches from the places you serve now find this listing.")).toBeVisible();

    await page.goto("/search?query=79843");
    const card = page.locator(`[data-listing-card="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator("[data-serves-area]")).toHaveText("Serves your area (in-home)");
    // Nearest first, a provider coming to the family counts as at the door.
    await expect(page.locator("[data-listing-card]").first()).toHaveAttribute("data-listing-card", String(id));

    await page.goto(`/listing/${id}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Where they serve" }) });
    await expect(section.getByText("In-home visits in these zip codes: 79843")).toBeVisible();
    await expect(section.getByText(/^Source: The account that listed it/)).toBeVisible();
  });
});

test("the service-area form, its error, the card and the listing's section pass axe", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const owner = await signIn();
  const name = `Axe Reach ABA ${Date.now()}`;
  const id = await farListing(e2eDatabase, owner.id, name);
  await page.goto(`/my-listings/${id}/service-area`);
  await expectNoAxeViolations(page);
  const telehealth = page.locator('fieldset[data-area-setting="telehealth"]');
  await telehealth.getByLabel("Where you serve").selectOption("states");
  await telehealth.getByLabel("Two-letter state codes, such as TX, OK").fill("TX, ZZ");
  await page.getByRole("button", { name: "Save where you serve" }).click();
  await expect(page.getByText("Enter two-letter US state codes, such as TX.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .locator('fieldset[data-area-setting="telehealth"]')
    .getByLabel("Two-letter state codes, such as TX, OK")
    .fill("TX");
  await page.getByRole("button", { name: "Save where you serve" }).click();
  await expect(page.getByText("Saved. Searches from the places you serve now find this listing.")).toBeVisible();

  // From the office's own zip code: the nearest result, and its telehealth area covers Texas.
  await page.goto(`/search?query=75201&setting=telehealth`);
  await expect(page.locator("html[data-results-island]")).toBeAttached();
  await expect(page.locator(`[data-listing-card="${id}"] [data-serves-area]`)).toHaveText("Telehealth in Texas");
  await expectNoAxeViolations(page);
  await page.goto(`/listing/${id}`);
  await expect(page.getByText("Telehealth in Texas")).toBeVisible();
  await expectNoAxeViolations(page);
});
