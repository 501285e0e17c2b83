import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const SENT = "Thank you, your message was sent. We typically respond within 24 hours.";
const CHECK_INBOX =
  "Thank you! Please check your inbox: we sent you a link to confirm your subscription. It works for 7 days.";

async function fillContact(page: Page, values: { name: string; email: string; topic: string; message: string }) {
  await page.getByLabel("Your name").fill(values.name);
  await page.getByLabel("Your email address").fill(values.email);
  await page.getByLabel("Topic").selectOption(values.topic);
  await page.getByLabel("Message").fill(values.message);
}

/** The footer's signup form (the page may have another one). */
const footerSignup = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });

test.describe("contact and newsletter with JavaScript", () => {
  test("the contact form shows field errors, keeps values, and confirms a sent message", async ({ keptPage: page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("We typically respond within 24 hours.").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The honeypot is out of sight and out of the tab order.
    const trap = page.locator("input[name='website']");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();

    await fillContact(page, { name: "", email: "sam@", topic: "billing", message: "Short" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toHaveText(
      "Please correct the highlighted fields.",
    );
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters so we can help.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toBeFocused();
    await expect(page.getByLabel("Your email address")).toHaveValue("sam@");
    await expect(page.getByLabel("Topic")).toHaveValue("billing");
    await expect(page.getByLabel("Message")).toHaveValue("Short");
    await expectNoAxeViolations(page);

    await fillContact(page, {
      name: "Sam Rivera",
      email: `sam_${unique()}@example.com`,
      topic: "billing",
      message: "Which plan includes job postings for our two clinics?",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL("/contact?sent=1");
    await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // On a hydrated page, the app loads the same island as the pages without React (ADR 0016); /about
  // ships no script at all: there the form posts to /newsletter, tested below.
  test("the footer newsletter form answers inline: check your inbox", async ({ keptPage: page }) => {
    await page.goto("/resources");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.locator("html[data-newsletter-island]")).toBeAttached();
    const signup = footerSignup(page);
    await signup.getByRole("textbox", { name: "Your email for the newsletter", exact: true }).fill("not-an-address");
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(signup.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(signup.getByRole("textbox", { name: "Your email for the newsletter", exact: true })).toBeFocused();

    await signup
      .getByRole("textbox", { name: "Your email for the newsletter", exact: true })
      .fill(`reader_${unique()}@example.com`);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(signup.getByText(CHECK_INBOX)).toBeVisible();
    await expect(page).toHaveURL("/resources");
    await expect(signup.getByRole("textbox", { name: "Your email for the newsletter", exact: true })).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  // Pages without React (ADR 0016): the same island answers in place (the footer's copy is the
  // hydrated test's above).
  for (const [where, path, signupOf] of [
    ["home's section", "/", (page: Page) => page.getByRole("main").getByRole("region", { name: "Newsletter" })],
  ] as const) {
    test(`without React, ${where} answers in place too`, async ({ keptPage: page }) => {
      const html = await (await page.goto(path))!.text();
      expect(html).not.toContain("__reactRouterContext");
      await expect(page.locator("html[data-newsletter-island]")).toBeAttached();
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const signup = signupOf(page);
      const email = signup.getByRole("textbox", { name: "Your email for the newsletter", exact: true });
      await email.fill("not-an-address");
      await signup.getByRole("button", { name: "Subscribe" }).click();
      await expect(signup.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      // The error is the field's description, by this page's own ids.
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address, like name@example.com.");

      await email.fill(`island_${unique()}@example.com`);
      await signup.getByRole("button", { name: "Subscribe" }).click();
      await expect(signup.getByText(CHECK_INBOX)).toBeVisible();
      await expect(email).toHaveValue("");
      await expect(page).toHaveURL(path);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await expectNoAxeViolations(page);
    });
  }

  test("without React, an answer the island cannot read is never posted again", async ({ keptPage: page }) => {
    await page.goto("/texas");
    await expect(page.locator("html[data-newsletter-island]")).toBeAttached();
    // A 200 without the signup in it (a proxy's page, say): the server may have acted on it.
    const posts: string[] = [];
    await page.route("**/newsletter", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Hello from a proxy</p>" });
    });
    const signup = footerSignup(page);
    const email = signup.getByRole("textbox", { name: "Your email for the newsletter", exact: true });
    await email.fill(`unreadable_${unique()}@example.com`);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(signup.getByText("Your request was sent.", { exact: false })).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(page).toHaveURL("/texas");
    expect(posts).toHaveLength(1);
  });

  test("the contact page and a newsletter link speak Spanish", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "es-MX",
      extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contáctenos");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Corrija" })).toHaveText("Corrija los campos señalados.");
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/newsletter/unsubscribe?token=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace no funciona");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("an unknown confirmation link explains itself", async ({ keptPage: page }) => {
    await page.goto(`/newsletter/confirm?token=${"B".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    await expect(page.getByRole("link", { name: "Sign up again" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact and newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form works as a plain HTML form", async ({ keptPage: page }) => {
    await page.goto("/contact");
    await fillContact(page, {
      name: "Lee Chen",
      email: "lee@",
      topic: "accessibility",
      message: "The map is hard to use.",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Lee Chen");
    await expect(page.getByLabel("Topic")).toHaveValue("accessibility");

    await page.getByLabel("Your email address").fill(`lee_${unique()}@example.com`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL("/contact?sent=1");
    await expect(page.getByText(SENT)).toBeVisible();
  });

  test("the footer newsletter form posts to /newsletter and shows the answer there", async ({ keptPage: page }) => {
    await page.goto("/about");
    const signup = footerSignup(page);
    await signup
      .getByRole("textbox", { name: "Your email for the newsletter", exact: true })
      .fill(`nojs_${unique()}@example.com`);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to the newsletter");
    await expect(page.getByRole("main").getByText(CHECK_INBOX)).toBeVisible();
  });
});
