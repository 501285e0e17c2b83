import { expect, test } from "./support/fixtures.ts";

/** Each page carries the shell's messages and its route's namespaces, never the whole catalog. */
test.describe("page messages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the home page's HTML carries its own texts but no account, contact or server texts", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // Keys appear in the streamed loader data (its quotes escaped), so match them bare.
    expect(html).toContain("home.heroTitle");
    expect(html).toContain("nav.home");
    for (const foreign of [
      "login.title",
      "reset.title",
      "contact.title",
      "authMessage.email_taken",
      "formMessage.required",
      "email.verify.subject",
    ]) {
      expect(html, foreign).not.toContain(foreign);
    }
  });

  test("client navigation brings the next page's messages, and a language switch renews them", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find ABA therapy providers near you" })).toBeVisible();
    // The footer link navigates on the client: the contact texts arrive with its loader data.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("contact.");

    await page.getByRole("button", { name: "Español" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("contact.");
  });
});
