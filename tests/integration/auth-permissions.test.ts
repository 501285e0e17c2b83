import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { changeUserRole } from "../../server/auth/change-user-role.server.ts";
import { deactivateUser } from "../../server/auth/deactivate-user.server.ts";
import { endSessionsOf } from "../../server/auth/end-sessions-of.server.ts";
import { authContext } from "../../server/auth/middleware.server.ts";
import {
  canEditListing,
  hasRole,
  requireApiUser,
  requireRole,
  requireUser,
  safeRedirectPath,
} from "../../server/auth/permissions.server.ts";
import { isAdmin, type SessionUser } from "../../server/auth/users.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { AppEnv } from "../../server/http/env.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { call, makeUser, pageContext, pageRequest, sessionCookieFrom, sessionCount } from "./auth-support.ts";

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  app = createApp(services);
});

async function cookieFor(username: string, password: string) {
  return sessionCookieFrom(await call(app, "/api/auth/login", { body: { login: username, password } }));
}

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("expected a thrown Response");
}

const user = (id: number, role: SessionUser["role"], isActive = true) => ({ id, role, isActive });

describe("roles", () => {
  it("isAdmin is true for site_admin and listing_admin only", () => {
    expect(isAdmin({ role: "site_admin" })).toBe(true);
    expect(isAdmin({ role: "listing_admin" })).toBe(true);
    expect(isAdmin({ role: "listing_contributor" })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(hasRole({ role: "listing_admin" }, "site_admin")).toBe(false);
    expect(hasRole({ role: "listing_admin" }, "site_admin", "listing_admin")).toBe(true);
  });

  it("canEditListing: admins any listing, contributors only their own, nobody when signed out or inactive", () => {
    expect(canEditListing(user(1, "site_admin"), { userId: 99 })).toBe(true);
    expect(canEditListing(user(1, "listing_admin"), { userId: null })).toBe(true);
    expect(canEditListing(user(7, "listing_contributor"), { userId: 7 })).toBe(true);
    expect(canEditListing(user(7, "listing_contributor"), { userId: 8 })).toBe(false);
    expect(canEditListing(user(7, "listing_contributor"), { userId: null })).toBe(false);
    expect(canEditListing(user(7, "listing_contributor", false), { userId: 7 })).toBe(false);
    expect(canEditListing(null, { userId: 7 })).toBe(false);
  });
});

describe("page helpers", () => {
  it("requireUser redirects a signed-out visitor to /login?redirectTo=<the page>", async () => {
    const request = pageRequest("/my-listings?page=2");
    const res = await thrown(requireUser(request, pageContext(services, request)));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fmy-listings%3Fpage%3D2");
  });

  it("requireUser answers 401 JSON on API paths", async () => {
    const request = pageRequest("/api/anything");
    const res = await thrown(requireUser(request, pageContext(services, request)));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in first." } });
  });

  it("requireRole lets the role in and answers 403 otherwise", async () => {
    const admin = await makeUser(t, { role: "site_admin" });
    const contributor = await makeUser(t);
    const asAdmin = pageRequest("/admin", { cookie: await cookieFor(admin.username, admin.password) });
    expect((await requireRole(asAdmin, pageContext(services, asAdmin), "site_admin")).id).toBe(admin.id);
    const asContributor = pageRequest("/admin", {
      cookie: await cookieFor(contributor.username, contributor.password),
    });
    const res = await thrown(requireRole(asContributor, pageContext(services, asContributor), "site_admin"));
    expect(res.status).toBe(403);
  });

  it("safeRedirectPath keeps same-site paths only", () => {
    expect(safeRedirectPath("/my-listings?x=1")).toBe("/my-listings?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/ok\r\nSet-Cookie: x")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
  });
});

describe("API middleware", () => {
  function protectedApp() {
    const api = new Hono<AppEnv>();
    api.use(async (c, next) => {
      c.set("services", services);
      await next();
    });
    api.use(authContext());
    api.get("/mine", requireApiUser(), (c) => c.json({ id: c.var.user.id }));
    return api;
  }

  it("requireApiUser: 401 signed out, in the request's language; the signed-in user otherwise", async () => {
    const api = protectedApp();
    const contributor = await makeUser(t);
    const signedOut = await api.request("http://localhost/mine", { headers: { "accept-language": "es" } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: { code: "unauthorized" } });
    const c1 = await cookieFor(contributor.username, contributor.password);
    expect(await (await api.request("http://localhost/mine", { headers: { cookie: c1 } })).json()).toEqual({
      id: contributor.id,
    });
  });
});

describe("admin actions", () => {
  it("a role change is audited (who, what, when, IP) and takes effect on the next request", async () => {
    const admin = await makeUser(t, { role: "site_admin" });
    const u = await makeUser(t);
    const cookie = await cookieFor(u.username, u.password);
    expect(
      await changeUserRole(services, {
        actor: { id: admin.id, ip: "203.0.113.9" },
        userId: u.id,
        role: "listing_admin",
      }),
    ).toBe(true);
    const [row] = await t.sql<{ action: string; ip: string; details: string; created_at: string }[]>`
      select action, ip, details, created_at from audit_log where user_id = ${u.id} and action = 'role_change'`;
    expect(row).toMatchObject({ action: "role_change", ip: "203.0.113.9" });
    expect(JSON.parse(row!.details)).toEqual({ by: admin.id, from: "listing_contributor", to: "listing_admin" });
    expect(row!.created_at).toBeTruthy();
    expect(await (await call(app, "/api/auth/user", { cookie })).json()).toMatchObject({
      role: "listing_admin",
      isAdmin: true,
    });
  });

  it("deactivating an account ends all its sessions; an admin can end a user's sessions", async () => {
    const admin = await makeUser(t, { role: "site_admin" });
    const u = await makeUser(t);
    await cookieFor(u.username, u.password);
    await cookieFor(u.email, u.password);
    expect(await sessionCount(t, u.id)).toBe(2);
    expect(await endSessionsOf(services, { actor: { id: admin.id, ip: null }, userId: u.id })).toBe(2);
    const cookie = await cookieFor(u.username, u.password);
    expect(await deactivateUser(services, { actor: { id: admin.id, ip: null }, userId: u.id })).toBe(true);
    expect(await sessionCount(t, u.id)).toBe(0);
    expect((await call(app, "/api/auth/user", { cookie })).status).toBe(401);
    expect((await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } })).status).toBe(
      401,
    );
  });
});
