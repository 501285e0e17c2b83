import { sql } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillListing(page: Page, name: string) {
  await page.getByLabel("Practice name").fill(name);
  await page.getByLabel("Description").fill("Center-based ABA therapy for children aged 2 to 12.");
  await page.getByLabel("Street address").fill("100 Congress Ave");
  await page.getByLabel("City").fill("Austin");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("TX");
  await page.getByLabel("Zip code").fill("78701");
  await page.getByLabel("Phone").fill("512 555 0147");
  await page.getByLabel("Website").fill("brightsteps.example");
  await page.getByLabel("ABA Therapy", { exact: true }).check();
  await page.getByLabel("In-home", { exact: true }).check();
  await page.getByLabel("Intake status").selectOption("no");
  await page.getByLabel("Estimated wait (weeks)").fill("6");
}

test.describe("provider owners", () => {
  test("add a listing, pay for a tier in demo mode: the listing waits for review with the tier", async ({
    keptPage: page,
    signIn,
  }) => {
    // Five pages checked with axe and two demo payments: long on a shared two-core machine.
    test.slow();
    await signIn();
    const name = `Bright Steps ${unique()}`;
    await page.goto("/add-listing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add your listing");
    await expectNoAxeViolations(page);

    // A bad submission names each field and keeps what was typed.
    await fillListing(page, name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await page.getByLabel("Zip code").fill("7870");
    await page.getByRole("button", { name: "Continue to plan choice" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Enter a 5-digit US zip code.")).toBeVisible();
    await expect(page.getByLabel("Practice name")).toHaveValue(name);
    await expect(page.getByLabel("ABA Therapy", { exact: true })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Email", exact: true }).fill("office@brightsteps.example");
    await page.getByLabel("Zip code").fill("78701");
    await page.getByRole("button", { name: "Continue to plan choice" }).click();
    await expect(page).toHaveURL(/\/upgrade-checkout\?listing=\d+&new=1/);
    await expect(page.getByText("Your listing is waiting for review.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Choose Premium", exact: true }).click();
    await expect(page).toHaveURL(/\/upgrade-checkout\/demo\?session=demo_cs_/);
    await expect(page.getByText("Demo payment: no card is charged")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /Confirm demo payment of \$299/ }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Payment received\. Active now for .+: Premium\./ }),
    ).toBeVisible();

    await page.goto("/my-listings");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByText("Waiting for review")).toBeVisible();
    await expect(card.getByText("Paid", { exact: true })).toBeVisible();
    await expect(card.getByText("Renews")).toBeVisible();
    await expectNoAxeViolations(page);

    // Buy a job pack (one-time, demo): the allowance goes up by 10.
    await card.getByRole("link", { name: "Buy job postings" }).click();
    await page.getByRole("button", { name: /Buy 10 job postings/ }).click();
    await page.getByRole("button", { name: /Confirm demo payment of \$499/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /Active now for .+: 10 job postings\./ })).toBeVisible();
    await page.goto("/my-listings");
    await expect(card.getByText("Job postings left")).toBeVisible();
    await expect(card.locator("dd").filter({ hasText: /^10$/ })).toBeVisible();

    await card.getByRole("button", { name: "Mark details verified today" }).click();
    await expect(page.getByRole("status").filter({ hasText: "marked verified today" })).toBeVisible();

    // Not public while pending.
    const id = /listing=(\d+)/.exec((await card.getByRole("link", { name: "Upgrade" }).getAttribute("href")) ?? "")![1];
    const res = await page.goto(`/listing/${id}`);
    expect(res?.status()).toBe(404);
  });

  test("the owner edits their listing; another user is refused", async ({ keptPage: page, signIn, e2eDatabase }) => {
    const owner = await signIn();
    const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status)
      values ('Edit Me ABA', 'Austin', 'TX', '78701', 30.27, -97.74, 'edit@example.com', ${owner.id}, 'active') returning id`);
    const id = row!.id;
    await page.goto(`/my-listings/${id}/edit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Edit Me ABA");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("edit@example.com");
    await expectNoAxeViolations(page);
    await page.getByLabel("Practice name").fill("Edited ABA");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes are saved." })).toBeVisible();
    await expect(page.getByLabel("Practice name")).toHaveValue("Edited ABA");
    await page.reload();
    await expect(page.getByLabel("Practice name")).toHaveValue("Edited ABA");

    // Someone else (a fresh account in the same browser) gets 403 and cannot post a change.
    await page.context().clearCookies();
    await signIn();
    const refused = await page.goto(`/my-listings/${id}/edit`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("You cannot change this listing.")).toBeVisible();
    const post = await page.request.post(`/my-listings/${id}/edit`, {
      form: { name: "Hijacked", city: "Austin", state: "TX", zipCode: "78701" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(403);
    const [after] = await e2eDatabase.db.execute<{ name: string }>(sql`select name from listings where id = ${id}`);
    expect(after!.name).toBe("Edited ABA");
  });

  test("claim a listing with the code emailed to its address (development outbox)", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    const user = await signIn();
    const email = `claim_${unique()}@clinic.example`;
    const name = `Claimable ${unique()}`;
    const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, status)
      values (${name}, 'Austin', 'TX', '78701', 30.27, -97.74, ${email}, 'active') returning id`);
    const id = row!.id;
    await page.goto(`/claim-listing?q=${encodeURIComponent(name)}`);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: `Claim ${name}` }).click();
    await expect(page.getByText(`We will send a 6-digit code to the listing's email address, ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Email me the code" }).click();
    await expect(page.getByText(`The code was sent to ${email}.`)).toBeVisible();

    let code = "";
    await expect
      .poll(async () => {
        const [mail] = await e2eDatabase.db.execute<{ text: string }>(
          sql`select text from email_outbox where "to" = ${email} order by id desc limit 1`,
        );
        code = /The code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    // The wrong code is said once, under the field that names it (aria-describedby) and takes focus.
    const wrong = page.getByText("That code is not right.");
    await expect(wrong).toHaveCount(1);
    await expect(page.getByLabel("6-digit code")).toHaveAccessibleDescription(/That code is not right\./);
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(`/claim-confirmation?listing=${id}&result=verified`);
    await expect(page.getByText(`You now manage ${name}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    const [after] = await e2eDatabase.db.execute<{ user_id: number; owner_verified: boolean }>(
      sql`select user_id, owner_verified from listings where id = ${id}`,
    );
    expect(after).toEqual({ user_id: user.id, owner_verified: true });
    // The listing page shows the badge.
    await page.goto(`/listing/${id}`);
    await expect(page.getByText("Owner verified").first()).toBeVisible();
  });
});
