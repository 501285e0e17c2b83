/** Reviews, favorites, comparison and "suggest an edit" in Chromium (issue 12). */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../server/auth/password.server.ts";
import { users } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.server.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const COMMENT = "Our daughter's therapist was patient and clear, and the parent training helped us at home.";

/** Active listings nobody owns, taken one per test so tests running side by side never share one. */
async function freeListings(database: Database, count: number): Promise<number[]> {
  const rows = await database.sql<{ id: number }[]>`
    select id from listings where status = 'active' and user_id is null
    order by random() limit ${count}`;
  return rows.map((r) => r.id);
}

/**
 * The hearts and Compare buttons answer in place once the saved island runs: on a page without
 * React (a listing) and on a hydrated one (/favorites) alike, it is the one client implementation.
 */
async function hydrated(page: Page, _listingId?: number) {
  await expect(page.locator("html[data-saved-island]")).toBeAttached();
}

async function openReviewForm(page: Page) {
  const summary = page.locator("#write-review > summary");
  await summary.click();
  await expect(page.getByLabel("Your review")).toBeVisible();
}

test.describe("reviews", () => {
  test("a signed-in user writes a review, sees each wrong field named, then edits it", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    const [id] = await freeListings(e2eDatabase, 1);
    await signIn({ fullName: "Pat Reviewer" });
    await page.goto(`/listings/${id}`);
    await openReviewForm(page);
    await page.getByLabel("Your review").fill("Too short");
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${id}/review$`));
    await expect(page.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
    await expect(page.getByText("Write at least 20 characters about your experience.")).toBeVisible();
    await expect(page.getByLabel("Your review")).toHaveValue("Too short");

    await page.getByLabel("4 stars").check();
    await page.getByLabel("Your review").fill(`${COMMENT} See www.example.com`);
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText(/Please remove links and web addresses/)).toBeVisible();

    await page.getByLabel("4 stars").check();
    await page.getByLabel("Your review").fill(COMMENT);
    await page.getByLabel("Name to show").fill("Pat R.");
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText("Thank you: your review is published.")).toBeVisible();
    const mine = page.locator("#reviews li[data-review]").filter({ hasText: "Pat R." });
    await expect(mine).toContainText("Rated 4 out of 5");
    await expect(mine).toContainText(COMMENT);

    // A second review edits the first: one per person.
    await page.locator("#write-review > summary").click();
    await expect(page.locator("#write-review > summary")).toHaveText("Edit your review");
    await page.getByLabel("2 stars").check();
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText("Thank you: your review is updated.")).toBeVisible();
    await expect(page.locator("#reviews li[data-review]").filter({ hasText: "Pat R." })).toHaveCount(1);
    await expect(page.locator("#reviews li[data-review]").filter({ hasText: "Pat R." })).toContainText(
      "Rated 2 out of 5",
    );
    const [row] = await e2eDatabase.sql<
      { n: number }[]
    >`select count(*)::int as n from reviews where listing_id = ${id!} and name = 'Pat R.'`;
    expect(row!.n).toBe(1);
  });

  test("a visitor's review is published through the link emailed to them", async ({ page, e2eDatabase }) => {
    const [id] = await freeListings(e2eDatabase, 1);
    const email = `visitor-${randomBytes(4).toString("hex")}@example.com`;
    await page.goto(`/listings/${id}`);
    const before = Number(await page.locator("#reviews").getAttribute("data-count"));
    await openReviewForm(page);
    await page.getByLabel("5 stars").check();
    await page.getByLabel("Your review").fill(COMMENT);
    await page.getByLabel("Name to show").fill("Visiting Parent");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText(/Almost done: we sent a link to your email address/)).toBeVisible();
    await expect(page.locator("#reviews li[data-review]").filter({ hasText: "Visiting Parent" })).toHaveCount(0);

    // The development outbox holds the message (no SMTP_URL in end-to-end runs).
    let text = "";
    await expect
      .poll(async () => {
        const [mail] = await e2eDatabase.sql<{ text: string }[]>`
          select text from email_outbox where "to" = ${email} order by id desc limit 1`;
        text = mail?.text ?? "";
        return text;
      })
      .toContain("/reviews/confirm?token=");
    const link = /https?:\/\/\S+\/reviews\/confirm\?token=[\w-]{43}/.exec(text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Publish my review" }).click();
    await expect(page.getByText("Thank you: your review is published.")).toBeVisible();
    await expect(page.locator("#reviews li[data-review]").filter({ hasText: "Visiting Parent" })).toContainText(
      COMMENT,
    );
    await expect(page.locator("#reviews")).toHaveAttribute("data-count", String(before + 1));
    // The address is never shown.
    await expect(page.getByText(email)).toHaveCount(0);
  });
});

test.describe("owner responses and reports", () => {
  /** A listing of `owner` as its verified owner, with one published review by someone else. */
  async function reviewedListing(database: Database, owner: number) {
    const [id] = await freeListings(database, 1);
    await database.sql`update listings set user_id = ${owner}, owner_verified = true where id = ${id!}`;
    const [review] = await database.sql<{ id: number }[]>`
      insert into reviews (listing_id, rating, comment, name, email, status)
      values (${id!}, 3, ${COMMENT}, 'Reviewed Parent', ${`parent-${randomBytes(4).toString("hex")}@example.com`}, 'published')
      returning id`;
    return { listing: id!, review: review!.id };
  }

  test("the verified owner responds under a review (axe in both themes) and edits it; a visitor reports it, once", async ({
    keptPage: page,
    browser,
    baseURL,
    signIn,
    e2eDatabase,
  }) => {
    const owner = await signIn();
    const { listing, review } = await reviewedListing(e2eDatabase, owner.id);
    await page.goto(`/listings/${listing}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const item = page.locator(`#reviews li[data-review="${review}"]`);
    await item.getByRole("link", { name: "Respond" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Respond to a review");
    await expectNoAxeViolationsInBothThemes(page);
    await page.getByRole("button", { name: "Publish response" }).click();
    await expect(page.getByText("Write your response.")).toBeVisible();
    await page.getByLabel("Your response").fill("Thank you for telling us; we have added evening sessions.");
    await page.getByRole("button", { name: "Publish response" }).click();
    await expect(page.getByText("Your response is published under the review.")).toBeVisible();
    const response = page.locator(`#reviews li[data-review="${review}"] [data-owner-response]`);
    await expect(response).toContainText(`Response from ${name}`);
    await expect(response).toContainText("we have added evening sessions");
    await expect(response).toContainText(String(new Date().getFullYear()));

    // A second response edits the first: one per review.
    await item.getByRole("link", { name: "Edit your response" }).click();
    await expect(page.getByLabel("Your response")).toHaveValue(/evening sessions/);
    await page.getByLabel("Your response").fill("Thank you; evening sessions start in January.");
    await page.getByRole("button", { name: "Publish response" }).click();
    await expect(response).toContainText("evening sessions start in January");
    const [responses] = await e2eDatabase.sql<{ n: number }[]>`
      select count(*)::int as n from review_responses where review_id = ${review}`;
    expect(responses!.n).toBe(1);

    // A visitor, without JavaScript, reports the review twice: one pending report.
    const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await visitor.newPage();
    for (let i = 0; i < 2; i++) {
      await plain.goto(`/listings/${listing}`);
      await plain
        .locator(`#reviews li[data-review="${review}"]`)
        .getByRole("link", { name: "Report this review" })
        .click();
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Report this review");
      await plain.getByLabel("Reason").selectOption("conflict_of_interest");
      await plain.getByLabel("Description").fill("The reviewer works for a competing practice.");
      await plain.getByRole("button", { name: "Send report" }).click();
      await expect(plain.getByText("Thank you. Our team will look at this review.")).toBeVisible();
    }
    await visitor.close();
    const reports = await e2eDatabase.sql<{ reason: string; status: string }[]>`
      select reason, status from violation_reports where review_id = ${review}`;
    expect(reports).toEqual([{ reason: "conflict_of_interest", status: "pending" }]);
  });
});

test.describe("favorites", () => {
  test("a heart saved while signed out joins the account at sign-in", async ({ page, e2eDatabase }) => {
    const [id] = await freeListings(e2eDatabase, 1);
    const username = `fav_${randomBytes(5).toString("hex")}`;
    const password = `e2e ${randomBytes(9).toString("base64url")}`;
    const [user] = await e2eDatabase.db
      .insert(users)
      .values({
        username,
        email: `${username}@example.com`,
        password: await hashPassword(password),
        emailVerified: true,
      })
      .returning({ id: users.id });

    await page.goto(`/listings/${id}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await hydrated(page, id!);
    const heart = page.locator(`main button[data-favorite="${id}"]`).first();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page.getByRole("status").filter({ hasText: "Saved to your favorites." })).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // Saved in place: the same page, focus still on the heart.
    await expect(page).toHaveURL(new RegExp(`/${id}$`));
    await expect(heart).toBeFocused();
    await page.goto("/favorites");
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    await page.goto("/login?redirectTo=/favorites");
    await page.getByLabel("Username or email address").fill(username);
    await page.locator("input[name='password']").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const rows = await e2eDatabase.sql<
      { listing_id: number }[]
    >`select listing_id from favorites where user_id = ${user!.id}`;
    expect(rows.map((r) => r.listing_id)).toEqual([id]);
    expect((await page.context().cookies()).find((c) => c.name === "favorites")).toBeUndefined();
  });

  // ADR 0016, one client implementation per widget: the hydrated app loads the same island, and
  // React, which rendered the buttons and the tray, never undoes what it changed.
  test("on hydrated pages the island keeps the hearts and the tray right across client navigations", async ({
    page,
    e2eDatabase,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const [kept, dropped] = await freeListings(e2eDatabase, 2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().addCookies([{ name: "favorites", value: `${kept}.${dropped}`, url: baseURL! }]);
    await page.goto("/favorites");
    await page.locator("html[data-hydrated]").waitFor();
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const compare = page.locator(`main button[data-compare="${kept}"]`);
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    const tray = page.getByRole("region", { name: "Comparison" });
    await expect(tray).toContainText("1 of 4 chosen");
    // Un-hearting on /favorites: a toast, and the list (React's) loses the card.
    await page.locator(`main button[data-favorite="${dropped}"]`).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed from your favorites." })).toBeVisible();
    await expect(page.locator(`main button[data-favorite="${dropped}"]`)).toHaveCount(0);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeFocused();

    // A client navigation to another hydrated page and back: the same window, the state kept.
    await page.locator("header").getByRole("link", { name: "Job Board", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(tray).toContainText("1 of 4 chosen");
    await page.locator("header").getByRole("link", { name: "Favorites", exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`main button[data-favorite="${kept}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`main button[data-favorite="${dropped}"]`)).toHaveCount(0);

    // The tray's own remove, on the page React rendered last: it empties in place.
    await tray.getByRole("button", { name: /^Remove/ }).click();
    await expect(tray).toHaveCount(0);
    await expect(compare).toHaveAttribute("aria-pressed", "false");

    // The comparison page's own remove (a React Router form) changes the choice too: leaving it
    // by a client navigation shows the tray as it now is.
    await compare.click();
    await expect(tray).toContainText("1 of 4 chosen");
    await page.goto("/compare");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(tray).toHaveCount(0);
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(page.locator("[data-compare-table]")).toHaveCount(0);
    await page.locator("header").getByRole("link", { name: "Favorites", exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await expect(tray).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("signed in, the heart works without JavaScript (a form post)", async ({ browser, e2eDatabase, baseURL }) => {
    const [id] = await freeListings(e2eDatabase, 1);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const username = `nojs_${randomBytes(5).toString("hex")}`;
    const password = `e2e ${randomBytes(9).toString("base64url")}`;
    const [user] = await e2eDatabase.db
      .insert(users)
      .values({
        username,
        email: `${username}@example.com`,
        password: await hashPassword(password),
        emailVerified: true,
      })
      .returning({ id: users.id });
    await page.goto("/login");
    await page.getByLabel("Username or email address").fill(username);
    await page.locator("input[name='password']").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto(`/listings/${id}`);
    await page.locator(`main button[data-favorite="${id}"]`).first().click();
    await expect(page.locator(`main button[data-favorite="${id}"]`).first()).toHaveAttribute("aria-pressed", "true");
    const rows = await e2eDatabase.sql`select 1 from favorites where user_id = ${user!.id} and listing_id = ${id!}`;
    expect(rows.count).toBe(1);
    await context.close();
  });
});

test.describe("comparison", () => {
  test("without JavaScript: 4 at most (a 5th is explained), side by side, and the address is shareable", async ({
    browser,
    baseURL,
    e2eDatabase,
  }) => {
    const ids = await freeListings(e2eDatabase, 5);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const id of ids.slice(0, 4)) {
      await page.goto(`/listings/${id}`);
      await page.locator(`main button[data-compare="${id}"]`).first().click();
      await expect(page.locator(`main button[data-compare="${id}"]`).first()).toHaveAttribute("aria-pressed", "true");
    }
    const tray = page.getByRole("region", { name: "Comparison" });
    await expect(tray).toContainText("4 of 4 chosen");
    await page.goto(`/listings/${ids[4]}`);
    await page.locator(`main button[data-compare="${ids[4]}"]`).first().click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByText(/You can compare up to 4 providers at a time/)).toBeVisible();
    await expect(page.locator("[data-compare-table] thead th")).toHaveCount(4);

    const shared = page.url().replace(/&full=\d+/, "");
    await context.close();

    // Someone else opens the shared address: the same four, rendered by the server.
    const other = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const second = await other.newPage();
    await second.goto(`${new URL(shared).pathname}${new URL(shared).search}&location=78701`);
    await expect(second.locator("[data-compare-table] thead th")).toHaveCount(4);
    for (const row of [
      "tier",
      "rating",
      "distance",
      "services",
      "insurers",
      "ages",
      "settings",
      "languages",
      "funding",
      "intake",
      "hours",
      "credentials",
      "ownerVerified",
      "lastVerified",
    ]) {
      await expect(second.locator(`[data-compare-table] tr[data-row="${row}"]`)).toHaveCount(1);
    }
    await expect(second.locator('tr[data-row="distance"] td').first()).toContainText(/mi|ft/);
    await other.close();
  });

  test("with JavaScript a 5th choice is refused with a toast", async ({ page, e2eDatabase }) => {
    const ids = await freeListings(e2eDatabase, 5);
    await page.goto(`/compare?ids=${ids.slice(0, 4).join(",")}`);
    // The tray follows the cookie; choose through the buttons.
    for (const id of ids) {
      await page.goto(`/listings/${id}`);
      await hydrated(page, id);
      await page.locator(`main button[data-compare="${id}"]`).first().click();
      if (id !== ids[4])
        await expect(page.locator(`main button[data-compare="${id}"]`).first()).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByRole("alert").filter({ hasText: "You can compare up to 4 providers" })).toBeVisible();
    await expect(page.locator(`main button[data-compare="${ids[4]}"]`).first()).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

test.describe("suggest an edit", () => {
  test("a correction is sent from the listing page and reaches the admin queue", async ({ page, e2eDatabase }) => {
    const [id] = await freeListings(e2eDatabase, 1);
    await page.goto(`/listings/${id}`);
    await page.locator("#suggest-edit summary").click();
    await page.getByLabel("What should change?").selectOption("phone");
    await page.getByLabel("The correct information").fill("12");
    await page.getByRole("button", { name: "Send correction" }).click();
    // The listing page has no React (ADR 0016): the form posts, and its own page shows the error.
    await expect(page).toHaveURL(new RegExp(`/listings/${id}/suggest-edit$`));
    await expect(page.getByText("Enter a 10-digit US phone number, such as (512) 555-0147.")).toBeVisible();
    await expect(page.getByLabel("The correct information")).toHaveValue("12");
    // That page has React: typing in the moment it hydrates is first-paint.spec's subject, not this one's.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByLabel("The correct information").fill("(512) 555-0111");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByText(/Thank you. Your correction goes to the provider/)).toBeVisible();
    const rows = await e2eDatabase.sql<{ owner_user_id: number | null; status: string }[]>`
      select owner_user_id, status from edit_suggestions where listing_id = ${id!}`;
    expect(rows).toEqual([{ owner_user_id: null, status: "pending" }]);
  });
});

test.describe("accessibility", () => {
  const pages: Array<[string, (ids: { listing: number; review: number; free: number[] }) => string]> = [
    ["listing page with reviews, hearts and the tray", (ids) => `/listings/${ids.listing}`],
    ["review form", (ids) => `/listings/${ids.listing}/review`],
    ["report form", (ids) => `/reviews/${ids.review}/report`],
    ["suggest-an-edit form", (ids) => `/listings/${ids.free[0]}/suggest-edit`],
    ["favorites", () => "/favorites"],
    ["comparison", (ids) => `/compare?ids=${ids.listing},${ids.free.join(",")}&location=78701`],
    ["review confirmation", () => "/reviews/confirm?token=x"],
  ];
  for (const [name, path] of pages) {
    test(`axe reports nothing on the ${name} (both themes)`, async ({ page, e2eDatabase }) => {
      const [reviewed] = await e2eDatabase.sql<{ id: number; listing_id: number }[]>`
        select r.id, r.listing_id from reviews r join listings l on l.id = r.listing_id
        where r.status = 'published' and l.status = 'active' order by r.id limit 1`;
      const ids = { listing: reviewed!.listing_id, review: reviewed!.id, free: await freeListings(e2eDatabase, 2) };
      // Something saved and chosen, so the hearts, the tray and the favorites page have content.
      await page.goto(`/listings/${ids.listing}`);
      await hydrated(page, ids.listing);
      await page.locator(`main button[data-favorite="${ids.listing}"]`).first().click();
      await expect(page.getByRole("status").filter({ hasText: "Saved to your favorites." })).toBeVisible();
      await page.locator(`main button[data-compare="${ids.listing}"]`).first().click();
      await expect(page.getByRole("region", { name: "Comparison" })).toBeVisible();
      await page.goto(path(ids));
      if (path(ids).startsWith("/listings/") && !path(ids).endsWith("edit") && !path(ids).endsWith("review")) {
        await page.locator("#write-review > summary").click();
      }
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
