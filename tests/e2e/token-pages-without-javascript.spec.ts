/**
 * Pages opened from an emailed link (issue 30, item 1): with JavaScript off, each of their forms
 * posts as plain HTML and is accepted. Their referrer policy keeps the link's token away from other
 * sites without making the browser send `Origin: null`, which the Origin check refuses with 403.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import type { Database } from "../../db/client.server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The path and query of the newest link to `path` emailed to `to` (the development outbox). */
async function emailedLink(database: Database, to: string, path: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const [mail] = await database.sql<{ text: string }[]>`
        select text from email_outbox where "to" = ${to} and text like ${`%${path}?token=%`}
        order by id desc limit 1`;
      text = mail?.text ?? "";
      return text;
    })
    .toContain(`${path}?token=`);
  const url = new URL(new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=[\\w-]{43}`).exec(text)![0]);
  return url.pathname + url.search;
}

/** The answer to a plain form post: never the Origin check's refusal. */
async function submit(page: Page, button: ReturnType<Page["getByRole"]>) {
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await button.click();
  const response = await answer;
  expect(response.status(), await response.text().catch(() => "")).not.toBe(403);
}

const footerSignup = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });

test.describe("pages opened from an emailed link, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reset a password: the request, the link's page, its language switch and the new password", async ({
    page,
    context,
    signIn,
    e2eDatabase,
  }) => {
    test.slow();
    const account = await signIn();
    await context.clearCookies();

    await page.goto("/reset-password");
    await page.getByLabel("Email address").fill(account.email);
    await submit(page, page.getByRole("button", { name: "Send the link" }));
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

    const link = await emailedLink(e2eDatabase, account.email, "/reset-password");
    await page.goto(link);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    // The header's language button is a form too.
    await submit(page, page.getByRole("button", { name: "Español" }).filter({ visible: true }).first());
    await expect(page.getByRole("heading", { level: 1, name: "Elija una nueva contraseña" })).toBeVisible();
    await submit(page, page.getByRole("button", { name: "English" }).filter({ visible: true }).first());
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();

    await page.getByLabel("New password").fill("a brand new passphrase 42");
    await submit(page, page.getByRole("button", { name: "Save the new password" }));
    await expect(page).toHaveURL("/login?reset=1");
    await page.getByLabel("Username or email address").fill(account.email);
    await page.getByLabel("Password").fill("a brand new passphrase 42");
    await submit(page, page.getByRole("button", { name: "Sign in" }));
    await expect(page).toHaveURL("/");
  });

  test("confirm an email address, and sign up for the newsletter from that page's footer", async ({
    page,
    e2eDatabase,
  }) => {
    test.slow();
    const id = unique();
    const email = `nojs_verify_${id}@example.com`;
    await page.goto("/register");
    await page.getByLabel("Username").fill(`nojs_verify_${id}`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("confirm me without scripts 5");
    await submit(page, page.getByRole("button", { name: "Create account" }));
    // Nobody is signed in yet (issue 30 item 22): the page says to check the email.
    await expect(page.getByRole("main").getByRole("status")).toContainText("Check your email");

    const link = await emailedLink(e2eDatabase, email, "/verify-email");
    await page.goto(link);
    await submit(page, page.getByRole("button", { name: "Confirm my email address" }));
    await expect(page.getByRole("main").getByRole("status")).toBeVisible();
    const [user] = await e2eDatabase.sql<{ verified: boolean }[]>`
      select email_verified as verified from users where email = ${email}`;
    expect(user?.verified).toBe(true);

    // The same page (its link now used) still carries the footer's form.
    await page.goto(link);
    const subscriber = `nojs_news_${id}@example.com`;
    await footerSignup(page)
      .getByRole("textbox", { name: "Your email for the newsletter", exact: true })
      .fill(subscriber);
    await submit(page, footerSignup(page).getByRole("button", { name: "Subscribe" }));
    await expect(page).toHaveURL("/newsletter");
  });

  test("confirm a newsletter subscription and unsubscribe from the emailed links", async ({ page, e2eDatabase }) => {
    const email = `nojs_letter_${unique()}@example.com`;
    await page.goto("/about");
    await footerSignup(page).getByRole("textbox", { name: "Your email for the newsletter", exact: true }).fill(email);
    await submit(page, footerSignup(page).getByRole("button", { name: "Subscribe" }));

    await page.goto(await emailedLink(e2eDatabase, email, "/newsletter/confirm"));
    await submit(page, page.getByRole("button", { name: "Confirm my subscription" }));
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();

    await page.goto(await emailedLink(e2eDatabase, email, "/newsletter/unsubscribe"));
    await submit(page, page.getByRole("button", { name: "Unsubscribe" }));
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  });
});
