/**
 * Owner screens in Chromium (issues 11 and 12): suggested edits routed to the verified owner,
 * accepted or rejected from My Listings (and refused to anyone else); the owner's job screen
 * edits, closes and renews a job (a renewal spends a posting; none left, it is refused); axe reports nothing on both screens in both themes.
 */
import type { Database } from "../../db/client.server.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";

/** An active demo listing nobody owns, given to `owner` as its verified owner. */
async function ownListing(database: Database, owner: number): Promise<number> {
  const [row] = await database.sql<{ id: number }[]>`
    update listings set user_id = ${owner}, owner_verified = true
    where id = (select id from listings where status = 'active' and user_id is null order by random() limit 1)
    returning id`;
  return row!.id;
}

async function suggest(database: Database, listing: number, owner: number, field: string, value: unknown) {
  const [row] = await database.sql<{ id: number }[]>`
    insert into edit_suggestions (listing_id, field, proposed, note, email, owner_user_id)
    values (${listing}, ${field}, ${JSON.stringify({ value })}::jsonb, 'Seen on their door', 'parent@example.com', ${owner})
    returning id`;
  return row!.id;
}

test.describe("suggested edits on My Listings", () => {
  test("the verified owner accepts one and rejects another; nobody else can", async ({
    keptPage: page,
    signIn,
    e2eDatabase,
  }) => {
    const owner = await signIn();
    const listing = await ownListing(e2eDatabase, owner.id);
    const phone = await suggest(e2eDatabase, listing, owner.id, "phone", "5125550142");
    const hours = await suggest(e2eDatabase, listing, owner.id, "hours", "9:00 AM-5:00 PM");
    const [before] = await e2eDatabase.sql<{ name: string; hours: string | null }[]>`
      select name, opening_hours as hours from listings where id = ${listing}`;

    await page.goto("/my-listings");
    const section = page.getByRole("region", { name: "Suggested edits" });
    await expect(section.getByTestId("owner-suggestions").getByRole("listitem")).toHaveCount(2);
    await expect(section).toContainText("5125550142");
    await expect(section).toContainText("Seen on their door");
    await section.getByRole("button", { name: `Accept the Phone change for ${before!.name}` }).click();
    await expect(page.getByText(`The change is applied to ${before!.name}.`)).toBeVisible();
    await section.getByRole("button", { name: `Reject the Hours change for ${before!.name}` }).click();
    await expect(page.getByText(`${before!.name} is unchanged.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Suggested edits" })).toHaveCount(0);

    const [after] = await e2eDatabase.sql<{ phone: string; hours: string | null }[]>`
      select phone, opening_hours as hours from listings where id = ${listing}`;
    expect(after).toEqual({ phone: "5125550142", hours: before!.hours });
    const statuses = await e2eDatabase.sql<{ id: number; status: string }[]>`
      select id, status from edit_suggestions where id in (${phone}, ${hours}) order by id`;
    expect(statuses).toEqual([
      { id: phone, status: "accepted" },
      { id: hours, status: "rejected" },
    ]);

    // Another signed-in user posting the same form for a fresh suggestion is refused; nothing changes.
    const third = await suggest(e2eDatabase, listing, owner.id, "website", "https://hijack.example/");
    await page.context().clearCookies();
    await signIn();
    await page.goto("/my-listings");
    await expect(page.getByRole("region", { name: "Suggested edits" })).toHaveCount(0);
    const post = await page.request.post("/my-listings", {
      form: { intent: "accept-suggestion", suggestion: String(third) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(403);
    const [still] = await e2eDatabase.sql<{ status: string; website: string | null }[]>`
      select s.status, l.website from edit_suggestions s join listings l on l.id = s.listing_id where s.id = ${third}`;
    expect(still!.status).toBe("pending");
    expect(still!.website).not.toBe("https://hijack.example/");
  });
});

test.describe("the owner's job screen", () => {
  test("edit, close and renew a job without JavaScript", async ({
    browser,
    baseURL,
    signIn,
    keptPage: page,
    e2eDatabase,
  }) => {
    const owner = await signIn();
    const listing = await ownListing(e2eDatabase, owner.id);
    // One posting left: the renewal spends it.
    await e2eDatabase.sql`update listings set job_posting_allowance = 1 where id = ${listing}`;
    const title = `Clinical director ${Date.now().toString(36)}`;
    const [job] = await e2eDatabase.sql<{ id: number }[]>`
      insert into job_listings (listing_id, user_id, title, description, requirements, role, employment_type,
        posted_at, expires_at, is_active)
      values (${listing}, ${owner.id}, ${title}, 'Lead the clinical team.', 'BCBA credential.', 'clinical_director',
        'full_time', now() - interval '70 days', now() - interval '10 days', true)
      returning id`;
    // The same signed-in session, with JavaScript off: every action is a plain form post.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies(await page.context().cookies());
    const plain = await context.newPage();
    await plain.goto(`/my-listings/${listing}/jobs`);
    const item = plain.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText("Expired on");

    await item.getByRole("link", { name: `Edit: ${title}` }).click();
    await expect(plain.getByRole("heading", { name: "Edit job" })).toBeVisible();
    await expect(plain.getByLabel("Job title")).toHaveValue(title);
    await plain.getByLabel("Job title").fill(`${title} (remote)`);
    await plain.getByRole("button", { name: "Save changes" }).click();
    await expect(plain.getByText("The job is saved.")).toBeVisible();

    const renamed = plain.getByRole("listitem").filter({ hasText: `${title} (remote)` });
    await renamed.getByRole("button", { name: /^Renew for 60 days \(uses 1 posting\)/ }).click();
    await expect(plain.getByText("The job is open for 60 more days.")).toBeVisible();
    await expect(renamed).toContainText("Open until");
    await expect(plain.getByTestId("job-allowance")).toContainText("0 job postings left");

    await renamed.getByRole("button", { name: /^Close/ }).click();
    await expect(plain.getByText("The job is closed.")).toBeVisible();
    await expect(renamed).toContainText("Closed");
    await expect(renamed.getByRole("button", { name: /^Close/ })).toHaveCount(0);

    // With no posting left a renewal is refused, said above the list, and the job stays closed.
    await renamed.getByRole("button", { name: /^Renew for 60 days/ }).click();
    await expect(
      plain.getByRole("alert").filter({ hasText: "This listing has no job postings left. Buy a job pack first." }),
    ).toBeVisible();
    await expect(renamed).toContainText("Closed");

    const [row] = await e2eDatabase.sql<{ title: string; is_active: boolean; open_days: number }[]>`
      select title, is_active, round(extract(epoch from expires_at - now()) / 86400)::int as open_days
      from job_listings where id = ${job!.id}`;
    expect(row).toEqual({ title: `${title} (remote)`, is_active: false, open_days: 60 });
    // The renewal spent the one posting; editing and closing spent nothing.
    const [allowance] = await e2eDatabase.sql<{ a: number }[]>`
      select job_posting_allowance as a from listings where id = ${listing}`;
    expect(allowance!.a).toBe(0);
    await context.close();
  });
});

test("axe reports nothing on My Listings with suggestions and on the job screen (both themes)", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const owner = await signIn();
  const listing = await ownListing(e2eDatabase, owner.id);
  await suggest(e2eDatabase, listing, owner.id, "services", ["Parent training", "Social skills groups"]);
  await e2eDatabase.sql`
      insert into job_listings (listing_id, user_id, title, description, requirements, role, employment_type,
        posted_at, expires_at)
      values (${listing}, ${owner.id}, 'RBT, afternoons', 'Sessions after school.', 'RBT credential.', 'rbt',
        'part_time', now(), now() + interval '60 days')`;
  await page.goto("/my-listings");
  await expect(page.getByRole("region", { name: "Suggested edits" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.goto(`/my-listings/${listing}/jobs`);
  await expect(page.getByText("RBT, afternoons")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  const [job] = await e2eDatabase.sql<{ id: number }[]>`select id from job_listings where listing_id = ${listing}`;
  await page.goto(`/my-listings/${listing}/jobs?edit=${job!.id}`);
  await expect(page.getByRole("heading", { name: "Edit job" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});
