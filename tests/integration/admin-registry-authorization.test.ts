/**
 * The authorization matrix of the registry (NPPES) admin screens (issue 27): every action ×
 * (signed out, a plain user, a provider owner, listing_admin, site_admin) → allowed or refused.
 * The upload, the import pages and the dashboard's freshness are the site admin's (as the CSV
 * import); the possible-duplicates queue is moderation, so listing admins too. A refusal changes
 * nothing (no row, no stored file, no job, no audit entry); an allowed change is in the audit log
 * under the admin who made it.
 */
import { mkdtemp, readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { decideRegistryMatch } from "../../server/nppes/decide-registry-match.server.ts";
import { registryFreshness } from "../../server/nppes/registry-freshness.server.ts";
import { recentRegistryImports, registryImportDetails } from "../../server/nppes/registry-import-view.server.ts";
import { registryMatchQueue } from "../../server/nppes/registry-match-queue.server.ts";
import { registryUploadsDir } from "../../server/nppes/receive-nppes-upload.server.ts";
import { uploadNppesImport } from "../../server/nppes/upload-nppes-import.server.ts";
import { nppesFixtureRows, writeNppesZip } from "../support/nppes-fixture.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { insertPossibleDuplicate, registryUploadRequest } from "./admin-registry-support.ts";
import { auditedCount } from "./audit-support.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

type Caller = "signed_out" | "plain_user" | "provider_owner" | "listing_admin" | "site_admin";
const CALLERS: Caller[] = ["signed_out", "plain_user", "provider_owner", "listing_admin", "site_admin"];
const SITE_ADMIN: Caller[] = ["site_admin"];
const ADMINS: Caller[] = ["listing_admin", "site_admin"];

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let zip: string;
const ids: Record<Exclude<Caller, "signed_out">, number> = {
  plain_user: 0,
  provider_owner: 0,
  listing_admin: 0,
  site_admin: 0,
};

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-registry-auth-");
  services = testServices(t, { DATA_DIR: dataDir });
  ids.plain_user = (await makeUser(t)).id;
  ids.provider_owner = (await makeUser(t)).id;
  await insertListing(t, { userId: ids.provider_owner, name: "Owner's Own ABA" });
  ids.listing_admin = (await makeUser(t, { role: "listing_admin" })).id;
  ids.site_admin = (await makeUser(t, { role: "site_admin" })).id;
  zip = await writeNppesZip(await mkdtemp(path.join(dataDir, "fixture-")), nppesFixtureRows());
});

const ctxFor = (caller: Caller): Promise<CallerContext> =>
  callerCtx(services, caller === "signed_out" ? null : ids[caller]);

/** Everything an action could change: rows, queued jobs and the uploaded files. */
async function snapshot(): Promise<string> {
  const parts = [];
  for (const table of [
    "listings",
    "registry_match_reviews",
    "nppes_imports",
    "registry_providers",
    "app_state",
    "audit_log",
    "graphile_worker._private_jobs",
  ]) {
    const rows = await t.sql.unsafe(`select * from ${table} order by 1`);
    parts.push(JSON.stringify(rows.map((r) => ({ ...r, updated_at: undefined }))));
  }
  parts.push(JSON.stringify((await readdir(registryUploadsDir(services.config)).catch(() => [])).sort()));
  return parts.join("\n");
}

/** A finished import, as the site admin's upload and its job leave one. */
async function anImport(): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into nppes_imports (user_id, file_name, kind, origin, status, phase, finished_at)
    values (${ids.site_admin}, 'NPPES_Data_Dissemination_March_2026_V2.zip', 'full', 'upload', 'done', 'done', now())
    returning id`;
  return row!.id;
}

interface Action {
  name: string;
  allowed: Caller[];
  audit?: string;
  /** Makes what the action needs, then runs it as the caller. */
  run: (ctx: CallerContext) => Promise<{ ok: boolean; error?: { status: number } }>;
}

const ACTIONS: Action[] = [
  {
    name: "upload a registry file",
    allowed: SITE_ADMIN,
    audit: "nppes_import_started",
    run: async (ctx) => uploadNppesImport(ctx, { request: await registryUploadRequest(zip) }),
  },
  {
    name: "read an import's progress or result",
    allowed: SITE_ADMIN,
    run: async (ctx) => registryImportDetails(ctx, { importId: String(await anImport()) }),
  },
  { name: "list the recent registry imports", allowed: SITE_ADMIN, run: (ctx) => recentRegistryImports(ctx) },
  { name: "read the registry's freshness", allowed: SITE_ADMIN, run: (ctx) => registryFreshness(ctx) },
  { name: "read the possible-duplicates queue", allowed: ADMINS, run: (ctx) => registryMatchQueue(ctx) },
  {
    name: "merge a possible duplicate into the registry listing",
    allowed: ADMINS,
    audit: "registry_match_decided",
    run: async (ctx) => {
      // The provider owner's own listing: owning it gives no say over the merge.
      const pair = await insertPossibleDuplicate(t, { ownerId: ids.provider_owner });
      return decideRegistryMatch(ctx, { reviewId: pair.reviewId, decision: "merge" });
    },
  },
  {
    name: "dismiss a possible duplicate",
    allowed: ADMINS,
    audit: "registry_match_decided",
    run: async (ctx) => {
      const pair = await insertPossibleDuplicate(t, { ownerId: ids.provider_owner });
      return decideRegistryMatch(ctx, { reviewId: pair.reviewId, decision: "dismiss" });
    },
  },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const ctx = await ctxFor(caller);
    if (caller !== "signed_out" && action.allowed.includes(caller)) {
      const siteAdmin = await ctxFor("site_admin");
      const audited = action.audit ? await auditedCount(siteAdmin, ids[caller], action.audit) : 0;
      const result = await action.run(ctx);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (action.audit) expect(await auditedCount(siteAdmin, ids[caller], action.audit)).toBeGreaterThan(audited);
      return;
    }
    let before = "";
    const result = await runRefused(action, ctx, async () => {
      before = await snapshot();
    });
    expect(result.ok).toBe(false);
    expect(result.error?.status).toBe(caller === "signed_out" ? 401 : 403);
    expect(await snapshot()).toBe(before);
  });
});

/** Takes the "before" snapshot once the setup is done: at the use case's first auth.user(). */
async function runRefused(action: Action, ctx: CallerContext, takeSnapshot: () => Promise<void>) {
  const user = ctx.auth.user.bind(ctx.auth);
  let taken = false;
  const patched: CallerContext = {
    ...ctx,
    auth: {
      ...ctx.auth,
      user: async () => {
        if (!taken) {
          taken = true;
          await takeSnapshot();
        }
        return user();
      },
    },
  };
  return action.run(patched);
}
