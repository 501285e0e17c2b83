import { expect, test } from "./support/fixtures.ts";

/** Each page carries the shell's messages and its route's namespaces, never the whole catalog. */
test.describe("page messages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a page's HTML carries its own texts but no account, contact or server texts", async ({ request }) => {
    // Home runs no React (ADR 0016): only its islands' texts travel, and no loader data at all.
    const home = await (await request.get("/")).text();
    expect(home).not.toContain("__reactRouterContext");
    expect(home).toContain('"tour.welcome.title"');
    expect(home).not.toContain("home.heroTitle");
    // A page that runs React sends its route's messages with its loader data.
    const html = await (await request.get("/resources")).text();
    // Keys appear in the streamed loader data (its quotes escaped), so match them bare.
    expect(html).toContain("content.");
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
      expect(home, foreign).not.toContain(foreign);
    }
  });

  test("client navigation brings the next page's messages, and a language switch renews them", async ({
    keptPage: page,
  }) => {
    // A page that runs React (home has none; ADR 0016), once it has hydrated.
    await page.goto("/resources");
    await expect
      .poll(() => page.evaluate(() => typeof (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
      .toBe("object");
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
