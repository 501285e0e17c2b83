/**
 * The listing form's pin (issue 11), offline (no tile ever loads): the owner drags the pin,
 * moves it with the arrow keys and types coordinates; the saved row has the coordinates the
 * form showed. A position outside the United States is refused with a field error; without
 * JavaScript the two boxes do the same job. axe in both themes. Every listing made is removed
 * (other specs count listings).
 */
import type { Locator, Page } from "@playwright/test";
import type { Database } from "../../db/client.server.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const made: number[] = [];

test.afterEach(async ({ e2eDatabase }) => {
  if (made.length === 0) return;
  await e2eDatabase.sql`delete from listings where id = any(${made.splice(0)}::int[])`;
});

/** Signs in as a new account owning a pending listing (never public, so no search or map counts it). */
async function ownPendingListing(signIn: () => Promise<{ id: number }>, database: Database): Promise<number> {
  const owner = (await signIn()).id;
  const [row] = await database.sql<{ id: number }[]>`
    insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status)
    values ('Pin Test ABA', 'Austin', 'TX', '78701', 30.27, -97.74, 'pin@example.com', ${owner}, 'pending')
    returning id`;
  made.push(row!.id);
  return row!.id;
}

async function storedPosition(database: Database, id: number) {
  const [row] = await database.sql<{ lat: number; lng: number }[]>`
    select latitude as lat, longitude as lng from listings where id = ${id}`;
  return row!;
}

const pinOf = (page: Page) => page.getByRole("button", { name: "Your practice's pin: move it with the arrow keys" });
const mapOf = (page: Page) => page.getByRole("region", { name: "Map of your practice's position" });
const latitude = (page: Page) => page.getByRole("textbox", { name: "Latitude" });
const longitude = (page: Page) => page.getByRole("textbox", { name: "Longitude" });
const typed = async (page: Page) => ({
  lat: Number(await latitude(page).inputValue()),
  lng: Number(await longitude(page).inputValue()),
});

/** The screen point of the pin's tip (the bottom middle of its icon). */
async function tipOf(pin: Locator) {
  const box = (await pin.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** Scrolls to the picker (its map loads only near the screen) and waits for the map and its pin. */
async function openMap(page: Page) {
  // After a save the form is rendered again with the stored values: the picker may be replaced
  // while it is being scrolled to, so the scroll is retried on the new one.
  await expect(async () => page.locator("[data-pin-picker]").scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(mapOf(page)).toHaveAttribute("data-map-ready", "true");
  await expect(pinOf(page)).toBeVisible();
}

test.describe("the listing form's pin", () => {
  test("drag, arrow keys and typed coordinates move the pin; the saved row follows", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    const id = await ownPendingListing(signIn, e2eDatabase);
    await page.goto(`/my-listings/${id}/edit`);
    await openMap(page);
    await expect(page.getByText("The pin is at the latitude and longitude above.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Dragging down and to the right: south (smaller latitude) and east (larger longitude).
    const pin = pinOf(page);
    const from = await tipOf(pin);
    await page.mouse.move(from.x, from.y - 12);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 30, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await typed(page)).lat).toBeLessThan(30.27);
    const dragged = await typed(page);
    expect(dragged.lng).toBeGreaterThan(-97.74);
    // Six decimals at most.
    expect(await latitude(page).inputValue()).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(await longitude(page).inputValue()).toMatch(/^-\d+(\.\d{1,6})?$/);
    await expect(page.getByRole("status").filter({ hasText: "Pin moved to latitude" })).toHaveText(
      `Pin moved to latitude ${await latitude(page).inputValue()}, longitude ${await longitude(page).inputValue()}.`,
    );

    // The keyboard: up moves north, Shift+Right moves east by a bigger step.
    await pin.focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => (await typed(page)).lat).toBeGreaterThan(dragged.lat);
    const nudged = await typed(page);
    expect(nudged.lng).toBeCloseTo(dragged.lng, 5);
    await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(async () => (await typed(page)).lng).toBeGreaterThan(nudged.lng);
    await expect(pin).toBeFocused();
    const keyed = await typed(page);
    await expect(page.getByRole("status").filter({ hasText: "Pin moved to latitude" })).toContainText(
      `longitude ${await longitude(page).inputValue()}.`,
    );

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();
    const saved = await storedPosition(e2eDatabase, id);
    expect(saved.lat).toBeCloseTo(keyed.lat, 6);
    expect(saved.lng).toBeCloseTo(keyed.lng, 6);

    // Typed coordinates move the pin: the view centres on them.
    await openMap(page);
    await latitude(page).fill("30.2672");
    await longitude(page).fill("-97.7431");
    const map = (await mapOf(page).boundingBox())!;
    await expect
      .poll(async () => {
        const tip = await tipOf(pinOf(page));
        return Math.hypot(tip.x - (map.x + map.width / 2), tip.y - (map.y + map.height / 2));
      })
      .toBeLessThan(3);
    await expect(page.getByText("The pin is at the latitude and longitude above.")).toBeVisible();
  });

  test("a position outside the United States is refused and kept as typed; dark theme passes axe", async ({
    page,
    context,
    baseURL,
    signIn,
    e2eDatabase,
  }) => {
    // A map page and axe: slow on a shared two-core machine.
    test.slow();
    const id = await ownPendingListing(signIn, e2eDatabase);
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    await page.goto(`/my-listings/${id}/edit`);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await openMap(page);

    // A longitude without its minus sign lands in China.
    await longitude(page).fill("97.74");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This position is outside the United States.", { exact: false })).toBeVisible();
    await expect(longitude(page)).toHaveValue("97.74");
    await expect(latitude(page)).toHaveAttribute("aria-invalid", "true");
    expect(await storedPosition(e2eDatabase, id)).toEqual({ lat: 30.27, lng: -97.74 });
    // The dark page with its map and the error: everything the page showed before, and more.
    await expectNoAxeViolations(page);
  });

  test("adding: the pin starts on the zip code's place and writes the empty boxes when moved", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    await signIn();
    const [zip] = await e2eDatabase.sql<{ lat: number; lng: number }[]>`
      select latitude as lat, longitude as lng from places where zip = '78701'`;
    await page.goto("/add-listing");
    await openMap(page);
    await expect(page.getByText("Drag the pin to your practice's entrance.")).toBeVisible();
    await page.getByRole("combobox", { name: "State", exact: true }).selectOption("TX");
    await page.getByLabel("Zip code").fill("78701");
    await expect(page.getByText("The pin is at the centre of your zip code or city", { exact: false })).toBeVisible();
    // The boxes stay empty (the server places the listing by its zip) until the pin moves.
    await expect(latitude(page)).toHaveValue("");
    await pinOf(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(latitude(page)).not.toHaveValue("");
    const moved = await typed(page);
    expect(moved.lat).toBeLessThan(zip!.lat);
    expect(moved.lat).toBeGreaterThan(zip!.lat - 0.01);
    expect(moved.lng).toBeCloseTo(zip!.lng, 5);
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no map; the coordinate boxes save the position", async ({ keptPage: page, signIn, e2eDatabase }) => {
    const id = await ownPendingListing(signIn, e2eDatabase);
    await page.goto(`/my-listings/${id}/edit`);
    await expect(latitude(page)).toHaveValue("30.27");
    await expect(mapOf(page)).toHaveCount(0);
    await latitude(page).fill("30.2672");
    await longitude(page).fill("-97.7431");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    expect(await storedPosition(e2eDatabase, id)).toEqual({ lat: 30.2672, lng: -97.7431 });
  });
});
