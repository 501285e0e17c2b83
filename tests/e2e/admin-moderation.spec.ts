import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** Tokens this worker put in names; the listings named with them are removed after each test. */
const tokens: string[] = [];
const unique = () => {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  tokens.push(token);
  return token;
};

// Other specs count Texas's providers and its map markers: the listings made here (some active,
// none on the map) must not outlive their test.
test.afterEach(async ({ e2eDatabase }) => {
  const mine = tokens.splice(0);
  if (mine.length > 0) await e2eDatabase.sql`delete from listings where name like any(${mine.map((t) => `% ${t}`)})`;
});

for (const role of ["site_admin", "listing_admin"] as const) {
  test.describe(`admin moderation as ${role}`, () => {
    test("approving a pending listing", async ({ keptPage: page, signIn, e2eDatabase }) => {
      test.slow();
      await signIn({ role });
      const name = `Pending Kids ABA ${unique()}`;
      const [row] = await e2eDatabase.sql<{ id: number }[]>`
        insert into listings (name, city, state, zip_code, email, status)
        values (${name}, 'Austin', 'TX', '78701', 'pending@clinic.example', 'pending') returning id`;
      const id = row!.id;

      await page.goto(`/admin/listings?status=pending&q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listings");
      await expect(page.getByRole("table")).toContainText(name);
      // The export belongs to the import section: only a site_admin is offered it.
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(role === "site_admin" ? 1 : 0);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/listings/${id}$`));
      await expectNoAxeViolations(page);
      // The reason is required: a bad submission says so next to the field.
      await page.getByRole("button", { name: "Approve and publish" }).click();
      await expect(page.getByText("Give a reason: it is kept in the audit log.")).toBeVisible();
      await page.getByLabel("New status").selectOption("active");
      await page
        .getByRole("textbox", { name: /Reason/ })
        .first()
        .fill("License checked with the state board.");
      await page.getByRole("button", { name: "Approve and publish" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Status changed to Active." })).toBeVisible();
      await expectNoAxeViolations(page);
      const [after] = await e2eDatabase.sql<{ status: string }[]>`select status from listings where id = ${id}`;
      expect(after?.status).toBe("active");
    });

    test("approving a claim", async ({ keptPage: page, signIn, e2eDatabase }) => {
      test.slow();
      await signIn({ role });
      const name = `Claimed Clinic ${unique()}`;
      const claimantEmail = `claimant_${unique()}@example.com`;
      const [listing] = await e2eDatabase.sql<{ id: number }[]>`
        insert into listings (name, city, state, zip_code, email) values (${name}, 'Austin', 'TX', '78701', 'front@clinic.example')
        returning id`;
      const [claimant] = await e2eDatabase.sql<{ id: number }[]>`
        insert into users (username, email, password, role) values (${claimantEmail.split("@")[0]!}, ${claimantEmail}, 'x', 'listing_contributor')
        returning id`;
      await e2eDatabase.sql`insert into listing_claims (listing_id, user_id, method, evidence)
        values (${listing!.id}, ${claimant!.id}, 'evidence', 'I am the clinical director; our NPI is on the website.')`;

      await page.goto("/admin/claims");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims");
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Claim of ${name}` }) });
      await expect(item).toContainText("our NPI is on the website");
      await expectNoAxeViolations(page);
      await item.getByLabel("Message to the claimant").fill("Welcome aboard.");
      await item.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByRole("status").filter({ hasText: `${claimantEmail} now manages ${name}` })).toBeVisible();
      await expectNoAxeViolations(page);
      const [after] = await e2eDatabase.sql<
        { user_id: number }[]
      >`select user_id from listings where id = ${listing!.id}`;
      expect(after?.user_id).toBe(claimant!.id);
    });

    test("upholding a report hides the review and changes the average", async ({
      keptPage: page,
      signIn,
      e2eDatabase,
    }) => {
      test.slow();
      await signIn({ role });
      const name = `Rated Clinic ${unique()}`;
      const badWords = `Terrible spam ${unique()}`;
      const [listing] = await e2eDatabase.sql<{ id: number }[]>`
        insert into listings (name, city, state, zip_code, email, latitude, longitude)
        values (${name}, 'Austin', 'TX', '78701', 'rated@clinic.example', 30.27, -97.74) returning id`;
      const id = listing!.id;
      await e2eDatabase.sql`insert into reviews (listing_id, rating, comment, name, email)
        values (${id}, 5, 'Wonderful therapists.', 'Ana', ${`ana_${unique()}@example.com`})`;
      const [bad] = await e2eDatabase.sql<{ id: number }[]>`
        insert into reviews (listing_id, rating, comment, name, email)
        values (${id}, 1, ${badWords}, 'Spammer', ${`spam_${unique()}@example.com`}) returning id`;
      await e2eDatabase.sql`insert into violation_reports (review_id, listing_id, reporter_key, reason, description)
        values (${bad!.id}, ${id}, ${unique()}, 'spam', 'A link to another business.')`;

      await page.goto(`/listing/${id}`);
      await expect(page.getByRole("main")).toContainText(badWords);
      await expect(page.getByRole("main")).toContainText("Rated 3.0 out of 5");

      await page.goto("/admin/reviews");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews and reports");
      await expectNoAxeViolations(page);
      const item = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `Report of a review of ${name}` }) });
      await item.getByLabel("Admin notes").fill("Advertising another business.");
      await item.getByRole("button", { name: "Uphold: hide the review" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Report upheld: the review is hidden." })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/listing/${id}`);
      await expect(page.getByRole("main")).toContainText("Rated 5.0 out of 5");
      await expect(page.getByRole("main")).not.toContainText(badWords);
    });

    test("accepting a suggested edit", async ({ keptPage: page, signIn, e2eDatabase }) => {
      await signIn({ role });
      const name = `Suggested Clinic ${unique()}`;
      const [listing] = await e2eDatabase.sql<{ id: number }[]>`
        insert into listings (name, city, state, zip_code, email) values (${name}, 'Austin', 'TX', '78701', 's@clinic.example')
        returning id`;
      await e2eDatabase.sql`insert into edit_suggestions (listing_id, field, proposed)
        values (${listing!.id}, 'phone', ${JSON.stringify({ value: "5125550123" })}::jsonb)`;
      await page.goto("/admin/suggestions");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suggested edits");
      await expectNoAxeViolations(page);
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Change to ${name}` }) });
      await item.getByRole("button", { name: "Accept" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Suggestion accepted and applied." })).toBeVisible();
      const [after] = await e2eDatabase.sql<{ phone: string }[]>`select phone from listings where id = ${listing!.id}`;
      expect(after?.phone).toBe("5125550123");
    });
  });
}

test("a listing_contributor is refused every moderation screen and action", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  await signIn();
  const [listing] = await e2eDatabase.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, status) values (${`Refused ABA ${unique()}`}, 'Austin', 'TX', 'r@clinic.example', 'pending')
    returning id`;
  for (const path of [
    "/admin/listings",
    `/admin/listings/${listing!.id}`,
    "/admin/claims",
    "/admin/reviews",
    "/admin/suggestions",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  await expectNoAxeViolations(page);
  const post = await page.request.post(`/admin/listings/${listing!.id}`, {
    form: { intent: "status", status: "active", reason: "sneaky" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
  const [after] = await e2eDatabase.sql<{ status: string }[]>`select status from listings where id = ${listing!.id}`;
  expect(after?.status).toBe("pending");
});
