/**
 * A listing placed at its zip code's centre (issue 27, "Place") says so: on a search card its
 * distance reads "about N mi" (never feet), and its map pin's name and info window say the
 * location is approximate; in English and Spanish. The listing is made here and removed after
 * (other specs count listings).
 */
import { expect, test } from "./support/fixtures.ts";

// Nome, Alaska: far from the demo listings, so a search around it finds this one alone.
const ORIGIN = { lat: 64.5011, lng: -165.4064 };
let listingId = 0;

test.beforeAll(async ({ e2eDatabase }) => {
  // About 4.2 miles north of the origin.
  const [row] = await e2eDatabase.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, location_precision)
    values ('Bering Strait Behavior Services', '100 Front St', 'Nome', 'AK', '99762', 64.562, -165.4064, 'zip')
    returning id`;
  listingId = row!.id;
});

test.afterAll(async ({ e2eDatabase }) => {
  await e2eDatabase.sql`delete from listings where id = ${listingId}`;
});

test("a zip-centre listing's distance is about whole miles and its map pin says the location is approximate", async ({
  page,
  baseURL,
}) => {
  const search = `/search?lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&distance=35`;
  const card = page.locator(`[data-listing-card="${listingId}"]`);
  const pin = page.locator(`.map-pin[data-listing-id="${listingId}"]`);

  await page.goto(search);
  await expect(card.locator("[data-distance]")).toHaveText("about 4 mi away");
  await expect(page.locator(".map-canvas")).toHaveAttribute("data-map-status", "ready");
  await expect(pin).toHaveAttribute(
    "aria-label",
    "Bering Strait Behavior Services, Nome, AK. Location approximate (zip code centre)",
  );
  await pin.click();
  await expect(page.locator(`.map-info[data-listing-id="${listingId}"]`)).toContainText(
    "Location approximate (zip code centre)",
  );

  await page.context().addCookies([{ name: "lang", value: "es", url: baseURL! }]);
  await page.goto(search);
  await expect(card.locator("[data-distance]")).toHaveText("a unos 4 mi");
  await expect(page.locator(".map-canvas")).toHaveAttribute("data-map-status", "ready");
  await expect(pin).toHaveAttribute(
    "aria-label",
    "Bering Strait Behavior Services, Nome, AK. Ubicación aproximada (centro del código postal)",
  );
});
