/**
 * Playwright `test` with a `signIn` fixture: an account created in the end-to-end server's
 * database and a session made by the server's own code (server/auth/sessions.ts), its cookie
 * set in the browser context. For specs where being signed in is setup, not the subject; the
 * login form itself is tested through the form in auth.spec.ts.
 */
import { randomBytes } from "node:crypto";
import { test as base } from "@playwright/test";
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
  /** Creates a fresh account and signs this test's browser context in as it. */
  signIn: (options?: AccountOptions) => Promise<SignedInAccount>;
}

export const test = base.extend<Fixtures, { e2eDatabase: Database }>({
  // The app's scripts start after the first paint (issue 14), so a document can be on screen before
  // it reacts to clicks: every navigation by page.goto waits until the page has hydrated (the root
  // layout marks <html data-hydrated>), as a person would before using a filter. Pages without
  // JavaScript and answers that are not HTML are returned as they are.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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

  signIn: async ({ e2eDatabase, context, baseURL }, provide, testInfo) => {
    await provide(async (options = {}) => {
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
