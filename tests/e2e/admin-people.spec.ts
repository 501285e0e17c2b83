import { randomBytes } from "node:crypto";
import { users } from "../../db/schema/index.ts";
import { hashPassword } from "../../server/auth/password.server.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const PEOPLE_SECTIONS = ["/admin/users", "/admin/messages", "/admin/newsletter", "/admin/contacts", "/admin/audit"];

test.describe("admin people sections", () => {
  test("a site admin sets a temporary password; the user signs in with it and must change it", async ({
    keptPage: page,
    browser,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    await signIn({ role: "site_admin" });
    const username = `temp_${randomBytes(4).toString("hex")}`;
    const [target] = await e2eDatabase.db
      .insert(users)
      .values({
        username,
        email: `${username}@example.com`,
        password: await hashPassword(`forgotten ${randomBytes(6).toString("hex")}`),
        fullName: "Forgetful Fran",
        emailVerified: true,
      })
      .returning({ id: users.id });

    await page.goto(`/admin/users?q=${username}`);
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: username }).click();
    await expect(page).toHaveURL(`/admin/users/${target!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Account ${username}`);
    await expectNoAxeViolations(page);

    // The confirmation box is required (no JavaScript needed for the check).
    await page.getByRole("button", { name: "Set temporary password" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Tick the box to confirm.");
    await page.getByLabel(`Yes, replace the password of ${username}`).check();
    await page.getByRole("button", { name: "Set temporary password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Temporary password set" })).toBeVisible();
    const temporary = (await page.getByTestId("generated-password").textContent())!.trim();
    expect(temporary).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await expectNoAxeViolations(page);

    // The user signs in with it in another browser and is sent to change it first.
    const other = await browser.newContext();
    const userPage = await other.newPage();
    await userPage.goto("/login");
    await userPage.getByLabel("Username or email address").fill(username);
    await userPage.getByLabel("Password").fill(temporary);
    await userPage.getByRole("button", { name: "Sign in" }).click();
    await expect(userPage).toHaveURL(/\/change-password$/);
    await userPage.goto("/favorites");
    await expect(userPage).toHaveURL(/\/change-password$/);
    await userPage.getByLabel("Current password").fill(temporary);
    await userPage.getByLabel("New password").fill("quiet harbor lantern 42");
    await userPage.getByRole("button", { name: "Change password" }).click();
    await expect(userPage.getByRole("main").getByRole("status")).toContainText("Your password was changed.");
    await userPage.goto("/");
    await expect(userPage).toHaveURL(/\/$/);
    await other.close();

    // The audit log shows the action, filtered by its object.
    await page.goto(`/admin/audit?objectType=user&objectId=${target!.id}`);
    const row = page.getByRole("row").filter({ hasText: "temporary_password_set" });
    await expect(row).toBeVisible();
    await expect(row).toContainText("isPasswordTemporary");
    await expectNoAxeViolations(page);
  });

  // The sections themselves (PEOPLE_SECTIONS) are checked in both themes by admin-console.spec.ts.
  test("the people screens beyond the sections are axe clean for a site admin", async ({ keptPage: page, signIn }) => {
    await signIn({ role: "site_admin" });
    for (const path of ["/admin/contacts/import", "/admin/users?role=site_admin&sort=username"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(page);
    }
    // A bad CSV: every problem named by row and column, nothing imported.
    await page.goto("/admin/contacts/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "contacts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        'organization,email_address\n"=HYPERLINK(""http://x"")",ana@example.com\nGood ABA,not-an-email\n',
      ),
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("Row 1, column organization: starts with “=”")).toBeVisible();
    await expect(page.getByText("Row 2, column email_address: not an email address")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const role of ["listing_admin", "listing_contributor"] as const) {
    test(`a ${role} is refused on every people section`, async ({ keptPage: page, signIn }) => {
      await signIn({ role });
      for (const path of PEOPLE_SECTIONS) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(403);
        await expect(page.getByText("You do not have permission to do that.")).toBeVisible();
      }
      const exported = await page.request.post("/admin/newsletter/export", {
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(exported.status()).toBe(403);
    });
  }
});
