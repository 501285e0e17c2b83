import { sql } from "drizzle-orm";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { hashToken, newToken } from "../../server/auth/tokens.server.ts";
import { addDays, factDay, FACT_LIFETIME_DAYS } from "../../domain/fact-freshness.ts";

/**
 * Owner reminders (issue 29): My Listings says which facts are about to expire, and a reminder
 * link, signed out, shows one button (GET changes nothing), validates the waitlist number keeping
 * what was typed, applies the answer, and then answers "already used" (410); all pass axe.
 */
test("My Listings shows what expires; a reminder link asks, validates, saves once", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const owner = await signIn();
  const today = factDay(new Date());
  const confirmedOn = addDays(today, 3 - FACT_LIFETIME_DAYS.intake)!;
  const sources = JSON.stringify({ intake: { source: "owner", confirmedOn } });
  const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
    insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status,
      accepting_new_clients, fact_sources)
    values ('Reminded ABA', 'Austin', 'TX', '78701', 30.27, -97.74, 'reminded@example.com', ${owner.id}, 'active',
      true, ${sources}::jsonb)
    returning id`);
  const id = row!.id;

  await page.goto("/my-listings");
  const card = page.locator("li", { has: page.getByRole("heading", { name: /Reminded ABA/ }) });
  await expect(card.getByText(/^Intake status expires on /)).toBeVisible();
  await expectNoAxeViolations(page);

  const token = newToken();
  await e2eDatabase.db.execute(sql`
    insert into owner_reminder_tokens (token_hash, user_id, day, listing_id, fact, action, expires_at)
    values (${hashToken(token)}, ${owner.id}, ${today}::date, ${id}, 'intake', 'waitlist', now() + interval '14 days')`);
  await page.context().clearCookies();

  const opened = await page.goto(`/listing-update?token=${token}`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByText("About how many weeks is the waitlist at Reminded ABA now?")).toBeVisible();
  await expectNoAxeViolations(page);
  const [unchanged] = await e2eDatabase.db.execute<{ accepting: boolean }>(
    sql`select accepting_new_clients as accepting from listings where id = ${id}`,
  );
  expect(unchanged!.accepting).toBe(true);

  const weeks = page.getByLabel("Waitlist, in weeks");
  await weeks.fill("soon");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Enter a whole number of weeks from 0 to 104.")).toBeVisible();
  await expect(page.getByLabel("Waitlist, in weeks")).toHaveValue("soon");
  await expect(page.getByLabel("Waitlist, in weeks")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Waitlist, in weeks").fill("5");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("#update-message")).toContainText("Saved: Reminded ABA shows a waitlist of about 5 weeks");
  await expect(page.getByRole("link", { name: "Edit more of this listing (sign-in needed)" })).toBeVisible();
  await expectNoAxeViolations(page);
  const [saved] = await e2eDatabase.db.execute<{ accepting: boolean; weeks: number }>(
    sql`select accepting_new_clients as accepting, waitlist_weeks as weeks from listings where id = ${id}`,
  );
  expect(saved).toEqual({ accepting: false, weeks: 5 });

  const again = await page.goto(`/listing-update?token=${token}`);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
  await expectNoAxeViolations(page);

  const unknown = await page.goto(`/listing-update?token=${"Z".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reminder link's button still saves, once", async ({ keptPage: page, signIn, e2eDatabase }) => {
    const owner = await signIn();
    await page.context().clearCookies();
    const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status, accepting_new_clients)
      values ('Plain ABA', 'Austin', 'TX', '78701', 30.27, -97.74, 'plain@example.com', ${owner.id}, 'active', false)
      returning id`);
    const token = newToken();
    await e2eDatabase.db.execute(sql`
      insert into owner_reminder_tokens (token_hash, user_id, day, listing_id, fact, action, expires_at)
      values (${hashToken(token)}, ${owner.id}, current_date, ${row!.id}, 'intake', 'accepting', now() + interval '14 days')`);
    await page.goto(`/listing-update?token=${token}`);
    await expect(page.getByText("Plain ABA is accepting new clients.")).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.locator("#update-message")).toContainText("Saved: Plain ABA is shown as accepting new clients");
    const [saved] = await e2eDatabase.db.execute<{ accepting: boolean }>(
      sql`select accepting_new_clients as accepting from listings where id = ${row!.id}`,
    );
    expect(saved!.accepting).toBe(true);
    await page
      .getByRole("button", { name: "Confirm" })
      .count()
      .then((n) => expect(n).toBe(0));
  });
});
