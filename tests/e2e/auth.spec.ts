import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import type { Database } from "../../db/client.server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The visible one of a text (the mobile menu repeats the account links, hidden on desktop). */
const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
const visibleButton = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).filter({ visible: true });

const CHECK_EMAIL =
  "Check your email to finish creating your account: we sent a link to the address you entered. It works for 48 hours.";

/** The path and query of the newest verification link emailed to `to` (the development outbox). */
async function verificationLink(database: Database, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const [mail] = await database.sql<{ text: string }[]>`
        select text from email_outbox where "to" = ${to} and text like ${"%/verify-email?token=%"}
        order by id desc limit 1`;
      text = mail?.text ?? "";
      return text;
    })
    .toContain("/verify-email?token=");
  const url = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]{43}/.exec(text)![0]);
  return url.pathname + url.search;
}

/** Registration signs nobody in (issue 30 item 22): it says "check your email"; the link confirms. */
async function registerAndConfirm(
  page: Page,
  database: Database,
  user: { username: string; email: string; fullName: string; password: string },
) {
  await register(page, user);
  await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
  await page.goto(await verificationLink(database, user.email));
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByText("Thank you: your email address is confirmed.")).toBeVisible();
}

async function register(page: Page, user: { username: string; email: string; fullName: string; password: string }) {
  await page.goto("/register");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Full name").fill(user.fullName);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

test.describe("accounts with JavaScript", () => {
  test("register, confirm the address, sign in by email after a wrong password, see the welcome, log out", async ({
    page,
    e2eDatabase,
  }) => {
    // The longest flow here: two form errors, three axe runs and three production-cost argon2
    // hashes; on a starved two-core machine it needs more than the default 90 s.
    test.slow();
    const id = unique();
    const user = {
      username: `pat_${id}`,
      email: `pat_${id}@example.com`,
      fullName: "Pat Tester",
      password: "sunny meadow lantern 42",
    };

    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A too-short password: the field explains why, typed values stay, the password does not.
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Email address").fill(user.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Username")).toHaveValue(user.username);
    await expectNoAxeViolations(page);

    await registerAndConfirm(page, e2eDatabase, user);

    // Wrong password first: one message, the typed address kept.
    await page.goto("/login");
    await page.getByLabel("Username or email address").fill(user.email.toUpperCase());
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "is not correct" });
    await expect(alert).toHaveText("The username or email address, or the password, is not correct.");
    await expect(page.getByLabel("Username or email address")).toHaveValue(user.email.toUpperCase());
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expectNoAxeViolations(page);

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/");
    await expect(visibleText(page, "Welcome, Pat Tester")).toBeVisible();
    await expect(page.getByRole("link", { name: "My Listings" }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await visibleButton(page, "Logout").click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
    await expect(visibleText(page, "Welcome, Pat Tester")).toHaveCount(0);
  });

  test("change the password: a common one is refused, the new one signs in afterwards", async ({
    keptPage: page,
    signIn,
  }) => {
    // Signed in through the fixture: the sign-in form has its own tests above.
    const user = await signIn({ fullName: "Pat Changer" });
    await page.goto("/change-password");
    await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password").fill("password123");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password").fill("quiet river compass 7");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Your password was changed. Your other sessions were signed out.",
    );
    await expectNoAxeViolations(page);

    // Still signed in here; the new password works after signing out, the old one no longer does.
    await page.goto("/");
    await expect(visibleText(page, "Welcome, Pat Changer")).toBeVisible();
    await visibleButton(page, "Logout").click();
    await page.goto("/login");
    await page.getByLabel("Username or email address").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "is not correct" })).toBeVisible();
    await page.getByLabel("Password").fill("quiet river compass 7");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(visibleText(page, "Welcome, Pat Changer")).toBeVisible();
  });

  test("pages that need an account send you to sign in first", async ({ keptPage: page }) => {
    await page.goto("/change-password");
    await expect(page).toHaveURL("/login?redirectTo=%2Fchange-password");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  test("the reset request answers the same for any address", async ({ keptPage: page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL("/reset-password");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email address").fill(`nobody_${unique()}@example.com`);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "If an account exists for that address, we sent a link to reset its password. The link works for 1 hour.",
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown reset link explains itself", async ({ keptPage: page }) => {
    await page.goto(`/reset-password?token=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  });

  test("the account screens speak Spanish", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "es-MX",
      extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" },
    });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await page.getByLabel("Nombre de usuario o correo electrónico").fill("alguien");
    await page.getByLabel("Contraseña").fill("no es la contraseña");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "no es correcto" })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("register, confirm, sign in and log out with plain HTML forms", async ({ page, e2eDatabase }) => {
    test.setTimeout(60_000);
    const id = unique();
    const user = {
      username: `nojs_${id}`,
      email: `nojs_${id}@example.com`,
      fullName: "",
      password: "plain forms still work 9",
    };

    // Field errors come back from the server, in the page, with the values kept.
    await page.goto("/register");
    await page.getByLabel("Username").fill("x");
    await page.getByLabel("Email address").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText("Use 3 to 32 characters: letters, numbers, dots, dashes or underscores."),
    ).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(user.email);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await registerAndConfirm(page, e2eDatabase, user);

    await page.goto("/login");
    await page.getByLabel("Username or email address").fill(user.username);
    await page.getByLabel("Password").fill("wrong password entirely");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "is not correct" })).toBeVisible();
    await expect(page.getByLabel("Username or email address")).toHaveValue(user.username);
    // (axe needs JavaScript in the page; the same markup is checked in the tests above.)

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/");
    await expect(visibleText(page, `Welcome, ${user.username}`)).toBeVisible();

    await visibleButton(page, "Logout").click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
  });
});
