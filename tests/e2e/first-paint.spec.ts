import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** Console errors and CSP violations of a page (a blocked script or a hydration mismatch shows here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The map's tiles point at port 9 on purpose (playwright.config.ts): Chromium refuses them.
    if (message.type() === "error" && !message.text().includes("ERR_UNSAFE_PORT")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** When the first paint happened and when the app's entry module was requested, in page time. */
async function paintAndEntryStart(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? null;
    const entry = performance
      .getEntriesByType("resource")
      .find((r) => /\/assets\/entry\.client-[\w-]+\.js$/.test(r.name));
    return { paint, entryStart: entry?.startTime ?? null };
  });
}

/**
 * The contact form sent before hydration (a plain form post, the app's entry held back 3 s): its
 * answer marks the empty name (the first field in error) and email, and types "Hello" back into
 * the message, which is returned.
 */
async function contactAnswerBeforeHydration(page: Page) {
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
  return page.getByLabel("Message");
}

test.describe("the app's JavaScript starts after the first paint (issue 14)", () => {
  test("the HTML preloads no module and runs no module script; the page hydrates after painting", async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of ["/", "/search?query=78701", "/texas"]) {
      const html = await (await page.goto(path))!.text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
    }
    // A page that still runs React: its router exists once it hydrates.
    await page.goto("/resources");
    await expect
      .poll(() => page.evaluate(() => typeof (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
      .toBe("object");
    const { paint, entryStart } = await paintAndEntryStart(page);
    expect(paint).not.toBeNull();
    expect(entryStart).not.toBeNull();
    expect(entryStart!).toBeGreaterThan(paint!);
    // Client navigation to another scripted page still works: the document is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job Board" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a page replayed from the page cache (scripts allowed by hash) hydrates too", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/resources");
    const replay = await page.goto("/resources");
    expect(replay!.headers()["x-cache"]).toBe("hit");
    expect(replay!.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    // The entry module ran: React Router's router exists once it hydrates.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
      .toBe("object");
    expect(errors).toEqual([]);
  });

  test("a page whose every part works as plain HTML ships no JavaScript; a link from a scripted page loads it", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const path of ["/pricing", "/blog/what-is-aba-therapy", "/about"]) {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      const html = await response!.text();
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      // Only the theme script (and JSON-LD data, which never runs) is inline.
      expect(await page.locator("script:not([type='application/ld+json'])").count(), path).toBe(1);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    }
    // From a page with scripts, a link to a script-free page loads it as a document (ADR 0016,
    // "One client implementation per widget"): React never renders it in the browser.
    await page.goto("/resources");
    await page.locator("html[data-hydrated]").waitFor();
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a listing ships no React, only the map island: the map draws its pin once scrolled to", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const { listings } = (await (await request.get("/api/listings?state=VT&pageSize=1")).json()) as {
      listings: Array<{ id: number; name: string }>;
    };
    const listing = listings[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(`/listings/${listing.id}`);
    const html = await response!.text();
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    // Nothing of the map loads while it is off the screen.
    await page.waitForLoadState("load");
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname));
    await expect.poll(async () => (await loaded()).some((path) => /\/island-map-/.test(path))).toBe(true);
    // The page has settled (loaded and idle), which is all the map waits for besides the screen.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 300))));
    expect((await loaded()).some((path) => /\/map-canvas-/.test(path))).toBe(false);
    const region = page.getByRole("region", { name: `Location of ${listing.name}` });
    await region.scrollIntoViewIfNeeded();
    await expect(page.locator(".map-canvas")).toHaveAttribute("data-map-status", "ready");
    await expect(region.locator(".map-pin")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Interactive map" })).toBeVisible();
    expect((await loaded()).some((path) => /\/entry\.client-/.test(path))).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("text typed into a textarea before the page hydrates is kept (React sets it from the HTML)", async ({
    page,
  }) => {
    const message = await contactAnswerBeforeHydration(page);
    await expect(message).toHaveValue("Hello");
    await message.fill("My son is 4 and we need help in Austin.");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(message).toHaveValue("My son is 4 and we need help in Austin.");
  });

  test("text selected in a textarea before the page hydrates is typed over, not typed in front of", async ({
    page,
  }) => {
    const message = await contactAnswerBeforeHydration(page);
    await message.click();
    await page.keyboard.press("ControlOrMeta+A");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    // React writes the page's text into the field while hydrating, which dropped the selection.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.keyboard.type("Hi");
    await expect(message).toHaveValue("Hi");
  });

  test("hydrating a form answer writes nothing into the textarea being typed in, and leaves focus there", async ({
    page,
  }) => {
    // Every script write that changes a textarea's value (React DOM's hydration used to write the
    // page's text back, tasks before the root's effect put the typed text back again).
    await page.addInitScript(() => {
      const proto = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!;
      const writes: string[] = [];
      Object.assign(window, { textareaWrites: writes });
      Object.defineProperty(HTMLTextAreaElement.prototype, "value", {
        ...proto,
        set(this: HTMLTextAreaElement, value: string) {
          if (proto.get!.call(this) !== String(value)) writes.push(String(value));
          proto.set!.call(this, value);
        },
      });
    });
    const message = await contactAnswerBeforeHydration(page);
    await message.fill("We need help");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // Still in the message, caret where it was: hydration moved no focus to the name field.
    await page.keyboard.type(" in Austin.");
    await expect(message).toHaveValue("We need help in Austin.");
    const writes = await page.evaluate(() => (window as unknown as { textareaWrites: string[] }).textareaWrites);
    expect(writes).toEqual([]);
  });

  test("a state page ships no React: filters and Load More apply in place through the results island", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto("/texas");
    expect(await response!.text()).not.toContain("__reactRouterContext");
    await expect(page.locator("html[data-results-island]")).toBeAttached();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const heading = page.locator("#area-results");
    const before = await heading.textContent();
    // The heading is the live region: it must stay the same element for its new text to be read.
    await heading.evaluate((el) => ((el as HTMLElement & { kept?: true }).kept = true));
    const cards = page.locator('[data-swap="results"] [data-listing-card]');
    await expect(cards).toHaveCount(12);

    await page
      .getByRole("button", { name: /Load More/ })
      .or(page.getByRole("link", { name: /Load More/ }))
      .click();
    await expect(cards).toHaveCount(24);
    await expect(page).toHaveURL(/\/texas\?show=24$/);

    const accepting = page.getByLabel("Accepting new clients");
    await accepting.check();
    await expect(page).toHaveURL(/accepting=true/);
    await expect(heading).not.toHaveText(before!);
    expect(await heading.evaluate((el) => (el as HTMLElement & { kept?: true }).kept)).toBe(true);
    await expect(accepting).toBeFocused();
    await expect(page.locator("[data-map-count]")).toContainText(/\d/);
    // In place: the same document throughout.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const distance = page.getByLabel("Distance");
    await distance.fill("150");
    await expect(distance).toHaveAttribute("aria-valuetext", "All distances");
    expect(errors).toEqual([]);
  });

  test("the search page ships no React: sort applies in place, the count stays a live region, All States opens home", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const html = await (await page.goto("/search?query=Austin"))!.text();
    expect(html).not.toContain("__reactRouterContext");
    await expect(page.locator("html[data-results-island]")).toBeAttached();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const count = page.locator("[data-result-count]");
    await count.evaluate((el) => ((el as HTMLElement & { kept?: true }).kept = true));
    const sort = page.getByLabel("Sort by");
    await sort.focus();
    await sort.selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    const names = page.locator("[data-listing-card] h3 a");
    await expect
      .poll(async () => {
        const shown = await names.allTextContents();
        return shown.length > 1 && shown.every((name, i) => i === 0 || shown[i - 1]!.localeCompare(name) <= 0);
      })
      .toBe(true);
    await expect(sort).toBeFocused();
    await expect(sort).toHaveValue("name");
    expect(await count.evaluate((el) => (el as HTMLElement & { kept?: true }).kept)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Spec "Filter panel": on /search, All States leads to the home page.
    await page.getByLabel("State", { exact: true }).selectOption({ label: "All States" });
    await expect(page).toHaveURL(/\/$|\/\?/);
    await expect(page.getByRole("heading", { level: 1, name: /ABA/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a filter set before the islands have loaded still applies once they run", async ({ page }) => {
    // The results island arrives 3 s late: the visitor's choice certainly comes first.
    await page.route(/\/island-results-[\w-]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 3000));
      await route.continue();
    });
    await page.goto("/search");
    await page.getByLabel("Sort by").selectOption("name");
    expect(await page.locator("html[data-results-island]").count()).toBe(0);
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.locator("html[data-results-island]")).toBeAttached();
  });
});
