import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The shell's own (Radix-free) menu dialog, tooltip and toasts keep their accessibility.

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens as a modal dialog, moves focus in, and Escape returns focus to the button", async ({
    keptPage: page,
  }) => {
    // A page that still runs React: its shell becomes the menu dialog and the tooltips (home has no React; ADR 0016).
    await page.goto("/resources");
    // After hydration the <details> disclosure becomes a button that opens a dialog.
    const menuButton = page.locator('header button[aria-haspopup="dialog"]');
    await expect(menuButton).toBeVisible({ timeout: 30_000 });
    await expect(menuButton).toHaveAccessibleName("Menu");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link").first()).toBeVisible();
    // Focus is inside the dialog, on its first navigation link.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole("navigation").getByRole("link").first()).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    // The close button closes it as well, and a link inside navigates and closes it.
    await menuButton.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    // A scripted page (a script-free one such as /about is a document load, ADR 0016).
    await dialog.getByRole("link", { name: "Job Board", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(dialog).toBeHidden();
    // The new page is announced: focus is on its heading, not back on the Menu button (issue 30, item 16).
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test.describe("tooltip", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows on keyboard focus, describes the control and hides on Escape", async ({ keptPage: page }) => {
    // A page that still runs React: its shell becomes the menu dialog and the tooltips (home has no React; ADR 0016).
    await page.goto("/resources");
    const toggle = page.getByRole("button", { name: "Switch to dark theme" }).first();
    await expect(toggle).toBeVisible();
    // Wait for hydration (the mobile menu button exists only then, hidden at this width).
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveCount(1, { timeout: 30_000 });
    await toggle.focus();
    const tip = page.getByRole("tooltip");
    await expect(tip).toHaveText("Switch to dark theme");
    await expect(toggle).toHaveAttribute("aria-describedby", (await tip.getAttribute("id"))!);
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("toast", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a denied location shows an error toast in an assertive live region", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: [], viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto("/search");
      // Its own context, so not the fixture's page: wait for the scripts as the fixture does (the
      // button is in the HTML from the start and acts once they run).
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      const nearMe = page.getByRole("button", { name: "Near Me" }).first();
      await expect(nearMe).toBeVisible();
      await nearMe.click();
      const alert = page.getByRole("alert").filter({ hasText: "Location permission was denied" });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAttribute("aria-live", "assertive");
      await expect(alert).toContainText("Location Not Available");
      await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
      // The polite region for other toasts is always present.
      await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveCount(1);
      await alert.getByRole("button", { name: "Close" }).click();
      await expect(page.getByText("Location permission was denied")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe("script-free pages are documents", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // ADR 0016, "One client implementation per widget": a hydrated page's links into home, search
  // and a listing load those pages as documents (their widgets are islands, never React).
  test("links from a hydrated page load home, search and a listing as documents", async ({ page, baseURL }) => {
    const answer = await (await page.request.get("/api/listings?pageSize=1")).json();
    const id = (answer as { listings: { id: number }[] }).listings[0]!.id;
    // A favorite in the signed-out cookie, so /favorites (hydrated) links to its listing page.
    await page.context().addCookies([{ name: "favorites", value: String(id), url: baseURL! }]);
    const mark = () => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const documentLoaded = async () => {
      await page.waitForLoadState("load");
      // Neither the old window (the marker) nor React (its hydration data) is there.
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    };
    const fromHydrated = async (path: string) => {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor();
      await page.waitForFunction(() => "__reactRouterContext" in window);
      await mark();
    };

    await fromHydrated("/favorites");
    await page.locator("header").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await documentLoaded();

    await fromHydrated("/favorites");
    await page.locator("header").getByRole("link", { name: "Listings", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await documentLoaded();

    await fromHydrated("/favorites");
    await page.locator(`main a[href*="/${id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${id}$`));
    await documentLoaded();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A scripted page is still a client navigation: the marker stays.
    await fromHydrated("/favorites");
    await page.locator("header").getByRole("link", { name: "Job Board", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("a form's redirect into a script-free page loads it as a document", async ({ keptPage: page, signIn }) => {
    const account = await signIn();
    await page.context().clearCookies();
    // The sign-in form posts through React Router; its action redirects to /search.
    await page.goto("/login?redirectTo=%2Fsearch");
    await page.locator("html[data-hydrated]").waitFor();
    await page.waitForFunction(() => "__reactRouterContext" in window);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByLabel("Username or email address").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.waitForLoadState("load");
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    // The new document runs its islands.
    await expect(page.locator("html[data-results-island]")).toBeAttached();
  });
});
