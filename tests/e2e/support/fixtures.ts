/**
 * Playwright `test` with a `signIn` fixture: an account created in the end-to-end server's
 * database and a session made by the server's own code (server/auth/sessions.ts), its cookie
 * set in the browser context. For specs where being signed in is setup, not the subject; the
 * login form itself is tested through the form in auth.spec.ts.
 */
import { randomBytes } from "node:crypto";
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { users } from "../../../db/schema/index.ts";
import type { Database } from "../../../db/client.server.ts";
import { sessionCookieName } from "../../../server/auth/cookies.server.ts";
import { hashPassword } from "../../../server/auth/password.server.ts";
import { createSession } from "../../../server/auth/sessions.server.ts";
import type { Role } from "../../../server/auth/users.server.ts";
import { connectE2eDatabase } from "./database.ts";

export interface SignedInAccount {
  id: number;
  username: string;
  email: string;
  /** The account's password, for pages that ask for it again (changing it, say). */
  password: string;
  fullName: string | null;
}

export interface AccountOptions {
  role?: Role;
  fullName?: string | null;
  password?: string;
  preferredLanguage?: "en" | "es";
}

interface Fixtures {
  /** Creates a fresh account and signs the test's page (`page` or `keptPage`) in as it. */
  signIn: (options?: AccountOptions) => Promise<SignedInAccount>;
  /**
   * A page that the worker keeps from test to test (one with JavaScript, one without, each in its
   * own browser context), reset before each test (resetKeptPage): signed out, no cookies or
   * storage. A new page costs Chromium a renderer's start and cold caches: about 1 CPU-second
   * more for the first hydrated page a test opens (ADR 0004). It takes the test's
   * `javaScriptEnabled` and `viewport`; any other context option set by test.use is refused. A
   * test that adds init scripts or times a first load with cold caches takes `page`.
   */
  keptPage: Page;
  /** The browser context of the page this test uses, for signIn: set by `page` and `keptPage`. */
  pageContext: { current: BrowserContext | null };
}

interface WorkerFixtures {
  e2eDatabase: Database;
  /** The pages this worker keeps, with and without JavaScript, each in its own context (see keptPage). */
  keptPages: (javaScriptEnabled: boolean) => Promise<Page>;
}

/**
 * Leaves a kept page as a new one would be: on a blank document, with no routes, listeners or
 * media emulation from the last test, and its context without cookies, permissions or the site's
 * storage. The HTTP cache and the renderer stay warm: that is the point (ADR 0004).
 */
async function resetKeptPage(page: Page, origin: string, viewport: { width: number; height: number } | null) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  page.removeAllListeners();
  await page.goto("about:blank");
  const context = page.context();
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", {
    origin,
    storageTypes: "local_storage,session_storage,indexeddb,cache_storage,service_workers",
  });
  await cdp.detach();
  // A context's defaults (light, no motion preference, no forced colours), set again.
  await page.emulateMedia({ media: null, colorScheme: "light", reducedMotion: "no-preference", forcedColors: "none" });
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * Every navigation by page.goto waits until the page has hydrated: the app's scripts start after
 * the first paint (issue 14), so a document can be on screen before it reacts to clicks, and the
 * root layout marks <html data-hydrated> once it does, as a person would wait before using a
 * filter. Pages without JavaScript and answers that are not HTML are returned as they are.
 */
function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()["content-type"] ?? "").includes("text/html");
    if (html && options?.waitUntil !== "commit") {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled, pageContext }, provide) => {
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    pageContext.current = page.context();
    await provide(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  pageContext: async ({}, provide) => {
    await provide({ current: null });
  },

  keptPages: [
    async ({ browser }, provide, workerInfo) => {
      // The project's context options, as the built-in context fixture applies them.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } = workerInfo.project.use;
      // A worker runs its tests one at a time, so a plain map is enough.
      const kept = new Map<boolean, Page>();
      const open = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          locale,
          baseURL,
          javaScriptEnabled,
        });
        const page = await context.newPage();
        if (javaScriptEnabled) gotoWaitsForHydration(page);
        return page;
      };
      await provide(async (javaScriptEnabled) => {
        let page = kept.get(javaScriptEnabled);
        if (!page || page.isClosed()) {
          page = await open(javaScriptEnabled);
          kept.set(javaScriptEnabled, page);
        }
        return page;
      });
      for (const page of kept.values()) await page.context().close();
    },
    { scope: "worker" },
  ],

  keptPage: async (
    {
      keptPages,
      baseURL,
      javaScriptEnabled,
      viewport,
      isMobile,
      hasTouch,
      locale,
      contextOptions,
      geolocation,
      permissions,
      colorScheme,
      pageContext,
    },
    provide,
    testInfo,
  ) => {
    const project = testInfo.project.use;
    // Playwright's own default where the project sets none.
    const expected = { colorScheme: "light", ...project };
    const differs = Object.entries({ isMobile, hasTouch, locale, geolocation, permissions, colorScheme }).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(expected[name as keyof typeof expected]),
    );
    if (differs.length > 0 || Object.keys(contextOptions ?? {}).length > 0) {
      throw new Error(
        `keptPage keeps one page per worker: take \`page\` for a test that sets ${differs.map(([name]) => name).join(", ") || "contextOptions"}`,
      );
    }
    const page = await keptPages(javaScriptEnabled !== false);
    await resetKeptPage(page, new URL(baseURL!).origin, viewport ?? project.viewport ?? null);
    pageContext.current = page.context();
    // No tracing here: a retry runs in a new worker, whose kept page's context Playwright creates
    // during the test and traces itself (trace: on-first-retry).
    await provide(page);
  },

  e2eDatabase: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, provide) => {
      const database = connectE2eDatabase();
      await provide(database);
      await database.close();
    },
    { scope: "worker" },
  ],

  signIn: async ({ e2eDatabase, pageContext, baseURL }, provide, testInfo) => {
    await provide(async (options = {}) => {
      const context = pageContext.current;
      if (!context) throw new Error("signIn signs in the test's page: take `page` or `keptPage` in this test");
      const username = `e2e_${testInfo.workerIndex}_${randomBytes(5).toString("hex")}`;
      const email = `${username}@example.com`;
      const password = options.password ?? `e2e ${randomBytes(9).toString("base64url")}`;
      const fullName = options.fullName === undefined ? "E2E Tester" : options.fullName;
      const [row] = await e2eDatabase.db
        .insert(users)
        .values({
          username,
          email,
          password: await hashPassword(password),
          fullName,
          role: options.role ?? "listing_contributor",
          emailVerified: true,
          preferredLanguage: options.preferredLanguage ?? null,
        })
        .returning({ id: users.id });
      const session = await createSession(e2eDatabase, row!.id, { ip: null, userAgent: "Playwright signIn fixture" });
      const url = new URL(baseURL!);
      // The same cookie the server sets at sign-in (HttpOnly, SameSite=Lax; __Host- and Secure over HTTPS).
      const secure = url.protocol === "https:";
      await context.addCookies([
        {
          name: sessionCookieName(secure),
          value: session.token,
          domain: url.hostname,
          path: "/",
          expires: Math.floor(session.expiresAt.getTime() / 1000),
          httpOnly: true,
          secure,
          sameSite: "Lax",
        },
      ]);
      return { id: row!.id, username, email, password, fullName };
    });
  },
});

export { expect } from "@playwright/test";
