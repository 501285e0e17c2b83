/**
 * Keyboard paths past the map and to the results (audit issue 30, items 14, 18 and parts of 21):
 * skip links to the results and past the map, map markers clear of the map's controls on a phone,
 * the card's visible "Learn More" as a real link, and page numbers on a phone.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const phone = { width: 390, height: 844 };

/** Tab (and Enter on "Skip to results") from the top of the page until the first result's link has focus. */
async function keysToFirstResult(page: Page): Promise<{ keys: number; skipped: boolean }> {
  const firstResult = page.locator("[data-listing-card] :is(h2, h3) a").first();
  await expect(firstResult).toBeAttached();
  const focusIs = (selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
  let keys = 0;
  let skipped = false;
  while (keys < 8) {
    await page.keyboard.press("Tab");
    keys++;
    if (await firstResult.evaluate((el) => el === document.activeElement)) return { keys, skipped };
    if (await focusIs("[data-skip-results]")) {
      const link = page.locator("[data-skip-results]");
      await expect(link).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Enter");
      keys++;
      skipped = true;
      // Focus moves to the results heading (it says how many matched), not just the scroll position.
      await expect.poll(() => focusIs("#results-heading, #area-results")).toBe(true);
      await expect(page.locator(":focus")).toBeInViewport();
    }
  }
  return { keys: Number.POSITIVE_INFINITY, skipped };
}

test.describe("skip links", () => {
  // Tab, Tab, Enter, then Tab to the first result; on the listing pages the sort select and its
  // Apply button (for pages without JavaScript) come between the heading and the first result.
  for (const [path, most] of [
    ["/", 6],
    ["/search", 6],
    ["/texas", 4],
    ["/texas/houston", 4],
  ] as const) {
    test(`${path}: the first result is at most ${most} keys from the top, through "Skip to results"`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html[data-results-island]")).toBeAttached();
      const result = await keysToFirstResult(page);
      expect(result.skipped).toBe(true);
      expect(result.keys).toBeLessThanOrEqual(most);
    });
  }

  test('"Skip the map" comes before the markers and lands after the map; axe is clean', async ({ keptPage: page }) => {
    await page.goto("/texas");
    await expect(page.locator("html[data-results-island]")).toBeAttached();
    const region = page.getByRole("region", { name: "Map of providers in Texas" });
    await expect(region.locator(".map-cluster, .map-pin").first()).toBeVisible();
    const skip = region.getByRole("link", { name: "Skip the map" });
    // In the tab order before the map's canvas, controls and markers.
    expect(
      await skip.evaluate((el) =>
        [...document.querySelectorAll(".map-canvas, .map-canvas [tabindex='0'], .map-canvas a")].every(
          (other) => el.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
    ).toBe(true);
    await skip.focus();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-map-end]")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".map-canvas") ?? null)).toBeNull();
    await expect(page.locator(":focus")).toBeInViewport();
  });

  test.describe("in Spanish", () => {
    test.use({ locale: "es-ES" });
    test("the skip links speak Spanish", async ({ page }) => {
      await page.goto("/texas");
      await expect(page.getByRole("link", { name: "Saltar a los resultados" })).toBeAttached();
      await expect(page.getByRole("link", { name: "Saltar el mapa" })).toBeAttached();
    });
  });

  test.describe("with 200 % text on a phone", () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test("no skip link peeks in until it is focused", async ({ keptPage: page }) => {
      await page.goto("/texas");
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      const links = page.locator("a.skip-link:not([data-skip-map])");
      await expect(links.first()).toBeAttached();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        // Wholly above the top of the page (the 200 % text wraps it onto several lines).
        expect(box!.y + box!.height).toBeLessThanOrEqual(0);
        await link.focus();
        await expect(link).toBeInViewport({ ratio: 1 });
        await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      }
      await expect(links).toHaveCount(2);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test('"Skip to results" and "Skip the map" are plain in-page links that move focus', async ({ keptPage: page }) => {
      await page.goto("/texas");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveText("Skip to results");
      await page.keyboard.press("Enter");
      await expect(page.locator("#area-results")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator("[data-listing-card] h3 a").first()).toBeFocused();
      await page.getByRole("link", { name: "Skip the map" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-map-end]")).toBeFocused();
    });
  });
});

test.describe("map markers on a phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  for (const path of ["/texas", "/search?query=Houston%2C%20TX"]) {
    test(`${path}: no control or the sticky header covers a marker, and a focused marker's ring shows`, async ({
      page,
    }) => {
      await page.goto(path);
      const canvas = page.locator(".map-canvas");
      await canvas.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.querySelector("[data-map-slot]")!.scrollIntoView({ block: "start" }));
      await expect(canvas).toHaveAttribute("data-map-status", "ready");
      await expect(canvas.locator(".map-cluster, .map-pin").first()).toBeVisible();
      await page.waitForTimeout(300);
      // Every marker a visitor can see and reach: the point at its centre is the marker itself.
      const uncovered = async () =>
        page.evaluate(() => {
          const box = document.querySelector(".map-canvas")!.getBoundingClientRect();
          const header = document.querySelector("header")!.getBoundingClientRect();
          const markers = [...document.querySelectorAll<HTMLElement>(".map-canvas .leaflet-marker-icon")].filter(
            (el) => el.tabIndex === 0 && getComputedStyle(el).visibility !== "hidden",
          );
          const covered = markers.flatMap((el) => {
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2;
            const y = r.top + r.height / 2;
            if (x < box.left || x > box.right || y < Math.max(box.top, header.bottom) || y > box.bottom) return [];
            const hit = document.elementFromPoint(x, y);
            return hit?.closest(".leaflet-marker-icon")
              ? []
              : [`${el.getAttribute("aria-label")} under ${hit?.className}`];
          });
          return { count: markers.length, covered };
        });
      const before = await uncovered();
      expect(before.count).toBeGreaterThan(0);
      expect(before.covered).toEqual([]);
      // Panned by the arrow keys (80 px a press) around the map, markers pass the controls' corners.
      const canvasBox = (await canvas.boundingBox())!;
      await page.mouse.move(0, 0);
      await canvas.focus({ preventScroll: true } as never);
      const covered = new Set<string>();
      for (const key of [
        "ArrowRight",
        "ArrowRight",
        "ArrowDown",
        "ArrowDown",
        "ArrowLeft",
        "ArrowLeft",
        "ArrowLeft",
        "ArrowLeft",
        "ArrowUp",
        "ArrowUp",
        "ArrowUp",
        "ArrowRight",
        "ArrowRight",
      ]) {
        await page.keyboard.press(key);
        await page.waitForTimeout(350);
        for (const c of (await uncovered()).covered) covered.add(c);
      }
      expect(canvasBox.width).toBeGreaterThan(0);
      expect([...covered]).toEqual([]);

      // Keyboard: each marker, focused, comes clear of the controls, the map's edges and the header.
      const tabbable = canvas.locator(".leaflet-marker-icon[tabindex='0']");
      const count = Math.min(await tabbable.count(), 6);
      for (let i = 0; i < count; i++) {
        // Scrolled so that the header covers the top of the map, as after reading down the page.
        await page.evaluate(() => {
          const top = document.querySelector(".map-canvas")!.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - 10);
        });
        const marker = tabbable.nth(i);
        await marker.focus();
        const ring = await marker.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const box = document.querySelector(".map-canvas")!.getBoundingClientRect();
          const header = document.querySelector("header")!.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          return {
            inMap:
              r.left - 6 >= box.left && r.right + 6 <= box.right && r.top - 6 >= box.top && r.bottom + 6 <= box.bottom,
            belowHeader: r.top - 6 >= header.bottom,
            hit: document.elementFromPoint(x, y)?.closest(".leaflet-marker-icon") != null,
          };
        });
        expect(ring).toEqual({ inMap: true, belowHeader: true, hit: true });
      }
      expect((await uncovered()).covered).toEqual([]);
    });
  }
});

test.describe("cards and pages", () => {
  test('a card\'s visible "Learn More" is a real link to the listing, named by its text (WCAG 2.5.3)', async ({
    page,
  }) => {
    await page.goto("/texas");
    const card = page.locator("[data-listing-card]").first();
    const name = card.locator("h3 a");
    const learnMore = card.getByRole("link", { name: /^Learn More about / });
    const href = (await name.getAttribute("href"))!;
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAccessibleName(`Learn More about ${await name.textContent()}`);
    await expect(learnMore).toHaveAttribute("href", href);
    await learnMore.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });
    test("the page links show page numbers", async ({ page }) => {
      await page.goto("/search?page=3");
      const pages = page.getByRole("navigation", { name: "Pagination" });
      await expect(pages.getByRole("link", { name: "Page 3" })).toBeVisible();
      await expect(pages.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("link", { name: "Page 1" })).toBeVisible();
      await expect(pages.getByRole("link", { name: "Previous" })).toBeVisible();
      await expect(pages.getByRole("link", { name: "Next" })).toBeVisible();
      // One row, inside the screen.
      const box = (await pages.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.height).toBeLessThan(60);
      await expectNoAxeViolations(page);
    });
  });
});
