/**
 * Shared by the authorization matrices of the site-admin-only sections (catalogue, data): the
 * kinds of caller, their accounts, and one case of the matrix: a site admin's call succeeds and
 * a change is in the audit log under their id; anyone else is refused and nothing changes.
 */
import { expect } from "vitest";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import type { TestDatabase } from "../support/test-database.ts";
import { auditedCount } from "./audit-support.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx } from "./owners-support.ts";

export type Caller = "signed_out" | "listing_contributor" | "listing_admin" | "site_admin" | "deactivated_site_admin";
export const CALLERS: Caller[] = [
  "signed_out",
  "listing_contributor",
  "listing_admin",
  "site_admin",
  "deactivated_site_admin",
];
type Accounts = Record<Exclude<Caller, "signed_out">, number>;

/** One account per kind of caller. */
export async function makeCallers(t: TestDatabase): Promise<Accounts> {
  return {
    listing_contributor: (await makeUser(t)).id,
    listing_admin: (await makeUser(t, { role: "listing_admin" })).id,
    site_admin: (await makeUser(t, { role: "site_admin" })).id,
    deactivated_site_admin: (await makeUser(t, { role: "site_admin", isActive: false })).id,
  };
}

export type Outcome = { ok: boolean; error?: { status: number } };

export interface SiteAdminAction {
  name: string;
  /** The audit_log action a change writes, found in /admin/audit under the caller's id. */
  audit?: string;
  /** Makes what the action needs, then returns the call (so the snapshot is taken after setup). */
  setup: () => Promise<(ctx: CallerContext) => Promise<Outcome>>;
}

/** Runs `action` as `caller` and checks the outcome; `snapshot` is everything the action could change. */
export async function expectSiteAdminOnly(
  services: AppServices,
  accounts: Accounts,
  action: SiteAdminAction,
  caller: Caller,
  snapshot: () => Promise<string>,
): Promise<void> {
  const ctx = await callerCtx(services, caller === "signed_out" ? null : accounts[caller]);
  const run = await action.setup();
  if (caller === "site_admin") {
    const audited = action.audit ? await auditedCount(ctx, accounts.site_admin, action.audit) : 0;
    const result = await run(ctx);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (action.audit) expect(await auditedCount(ctx, accounts.site_admin, action.audit)).toBeGreaterThan(audited);
    return;
  }
  const before = await snapshot();
  const result = await run(ctx);
  expect(result.ok).toBe(false);
  // A deactivated account is no account (401) or a forbidden one (403): never let in.
  const refusal = caller === "signed_out" ? [401] : caller === "deactivated_site_admin" ? [401, 403] : [403];
  expect(refusal).toContain(result.error?.status);
  expect(await snapshot()).toBe(before);
}
