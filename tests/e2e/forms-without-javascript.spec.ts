/**
 * Every form posts as plain HTML (issue 30, item 1): with JavaScript off, each POST form on the
 * site's pages — signed out, as an owner, as a site admin — leaves with this site's Origin header,
 * which the server's Origin check accepts. A page whose referrer policy made the browser send
 * `Origin: null` (the bug) fails here. The posts are answered by the test (204: nothing happens),
 * so no form changes the shared database; what each form then does is tested in its own spec.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

interface FormPost {
  page: string;
  action: string;
  origin: string | null;
}

/**
 * Submits each POST form of `path` in turn (validation off, as a browser without it would) and
 * records what left. The posts are caught only once the page has loaded: while a route is set,
 * Playwright turns the HTTP cache off, and every page would fetch its stylesheet and images anew.
 */
async function postEveryForm(page: Page, path: string, origin: string): Promise<FormPost[]> {
  const posts: FormPost[] = [];
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  let posted: () => void = () => {};
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    posts.push({ page: path, action: request.url(), origin: (await request.allHeaders())["origin"] ?? null });
    posted();
    return route.fulfill({ status: 204 });
  });
  const forms = page.locator('form[method="post" i]');
  const count = await forms.count();
  for (let i = 0; i < count; i++) {
    const before = posts.length;
    const caught = new Promise<void>((resolve) => (posted = resolve));
    await forms.nth(i).evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
      form.requestSubmit();
    });
    // A form that posts nothing fails here after 20 s, named, rather than at the test's timeout.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([caught, new Promise<void>((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    expect(posts.length, `form ${i + 1} of ${path}`).toBe(before + 1);
  }
  await page.unroute("**/*");
  for (const post of posts) expect(new URL(post.action).origin, `${post.page} posts elsewhere`).toBe(origin);
  return posts;
}

async function firstLink(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `a link (${selector}) on ${from}`).toBeTruthy();
  return new URL(href!, "http://x").pathname;
}

test.describe("every POST form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Each test submits dozens of forms one by one (about 50 s each on a quiet machine): room for a loaded one.
  test.describe.configure({ timeout: 180_000 });

  /** Posts every form of these pages and checks each left with this site's Origin. */
  async function expectSameOrigin(page: Page, origin: string, paths: string[]) {
    const posts: FormPost[] = [];
    for (const path of paths) posts.push(...(await postEveryForm(page, path, origin)));
    // The header's language and theme switches and the footer's newsletter form are on every page.
    expect(posts.length).toBeGreaterThan(paths.length * 3);
    expect(posts.filter((p) => p.origin !== origin)).toEqual([]);
  }

  // Signed out, in three tests (about 25 page visits in one took 90 s on a loaded 2-core machine).
  test("signed out: discovery and listing forms send this site's Origin", async ({ keptPage: page, baseURL }) => {
    const listing = await firstLink(page, "/texas/houston", 'main a[href^="/texas/houston/"]');
    const id = listing.split("/").pop()!;
    await expectSameOrigin(page, new URL(baseURL!).origin, [
      "/",
      "/search?query=austin",
      "/texas",
      "/texas/houston",
      listing,
      `/listings/${id}/review`,
      `/listings/${id}/suggest-edit`,
      "/compare",
    ]);
  });

  test("signed out: account, contact and preference forms send this site's Origin", async ({
    keptPage: page,
    baseURL,
  }) => {
    await expectSameOrigin(page, new URL(baseURL!).origin, [
      "/contact",
      "/login",
      "/register",
      "/reset-password",
      "/preferences",
      "/pricing",
    ]);
  });

  test("signed out: content, job and newsletter forms send this site's Origin", async ({ keptPage: page, baseURL }) => {
    const job = await firstLink(page, "/jobs", 'main a[href^="/jobs/"]');
    const post = await firstLink(page, "/blog", 'main a[href^="/blog/"]');
    await expectSameOrigin(page, new URL(baseURL!).origin, [
      "/about",
      "/resources",
      "/autism-financial-aid",
      "/autism-sensory-products",
      "/jobs",
      job,
      "/blog",
      post,
      "/privacy-policy",
    ]);
  });

  test("as an owner: the listing, photo, job and account forms send this site's Origin", async ({
    keptPage: page,
    baseURL,
    signIn,
    e2eDatabase,
  }) => {
    const origin = new URL(baseURL!).origin;
    const owner = await signIn();
    // A pending listing of their own, out of search, so no other spec counts it.
    const [listing] = await e2eDatabase.sql<{ id: number }[]>`
      insert into listings (name, city, state, zip_code, email, user_id, status, tier)
      values ('Forms Check ABA', 'Burlington', 'VT', '05401', ${owner.email}, ${owner.id}, 'pending', 'basic')
      returning id`;
    const paths = [
      "/my-listings",
      `/my-listings/${listing!.id}/edit`,
      `/my-listings/${listing!.id}/jobs`,
      "/add-listing",
      "/favorites",
      "/change-password",
      "/claim-listing",
    ];
    const posts: FormPost[] = [];
    for (const path of paths) posts.push(...(await postEveryForm(page, path, origin)));
    expect(posts.length).toBeGreaterThan(paths.length * 3);
    expect(posts.filter((p) => p.origin !== origin)).toEqual([]);
  });

  // The admin screens in two tests, so that two browser workers share them (one took 72 s).
  const adminScreens: [string, (page: Page) => Promise<string[]>][] = [
    [
      "listings, users, reviews, claims and suggestions",
      async (page) => [
        "/admin",
        "/admin/listings",
        await firstLink(page, "/admin/listings", 'main a[href^="/admin/listings/"]'),
        "/admin/users",
        await firstLink(page, "/admin/users", 'main a[href^="/admin/users/"]'),
        "/admin/reviews",
        "/admin/claims",
        "/admin/suggestions",
        "/admin/registry-matches",
      ],
    ],
    [
      "messages, contacts, imports, catalogue and audit",
      async () => [
        "/admin/messages",
        "/admin/newsletter",
        "/admin/contacts",
        "/admin/contacts/import",
        "/admin/import",
        "/admin/insurance",
        "/admin/products",
        "/admin/blog",
        "/admin/audit",
      ],
    ],
  ];
  for (const [screens, listPaths] of adminScreens) {
    test(`as a site admin: the ${screens} forms send this site's Origin`, async ({
      keptPage: page,
      baseURL,
      signIn,
    }) => {
      const origin = new URL(baseURL!).origin;
      await signIn({ role: "site_admin" });
      const paths = await listPaths(page);
      const posts: FormPost[] = [];
      for (const path of paths) posts.push(...(await postEveryForm(page, path, origin)));
      expect(posts.length).toBeGreaterThan(paths.length * 3);
      expect(posts.filter((p) => p.origin !== origin)).toEqual([]);
    });
  }
});
