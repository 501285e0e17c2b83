import { randomBytes } from "node:crypto";
import { z } from "zod";
import { inTransaction } from "@db/transaction.server.ts";
import type { Result } from "@domain/result.ts";
import { audit } from "../auth/audit.server.ts";
import { createEmailToken } from "../auth/email-tokens.server.ts";
import { hashPassword } from "../auth/password.server.ts";
import { emailAddress } from "../auth/validation.ts";
import type { UseCaseContext } from "../use-case.ts";

/** The set-password link of a new admin works this long: a first login may wait for a working day. */
const FIRST_LOGIN_LINK_HOURS = 24;

const USERNAME_MAX = 32;

type Refusal = "email_invalid" | "name_invalid" | "email_taken" | "account_inactive" | "account_unconfirmed";

/** Why nothing changed (with the account's username when the address has one), or what was done. */
type CreateSiteAdminOutcome = Result<SiteAdminMade, { reason: Refusal; username?: string }>;

type SiteAdminMade =
  | {
      action: "created";
      userId: number;
      username: string;
      /** Opens /reset-password: the only way to this account's first password. Shown once, never stored. */
      setPasswordUrl: string;
      expiresInHours: number;
    }
  | { action: "promoted" | "already_site_admin"; userId: number; username: string; previousRole: string };

const input = z.object({
  email: emailAddress,
  fullName: z.string().trim().min(1).max(100),
});

/** A free username from the address's local part (sign-in also takes the email, so it only needs to be valid). */
async function freeUsername(ctx: UseCaseContext<"database">, email: string): Promise<string> {
  const local = email
    .split("@")[0]!
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, USERNAME_MAX - 4);
  const base = local.length >= 3 ? local : "admin";
  const taken = await ctx.database.sql<{ name: string }[]>`
    select lower(username) as name from users where lower(username) like ${`${base.toLowerCase()}%`}`;
  const names = new Set(taken.map((t) => t.name));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * Makes a site_admin from the command line (npm run admin:create): no password is ever typed or
 * printed; the new account gets a single-use set-password link (the reset-password mechanism,
 * valid FIRST_LOGIN_LINK_HOURS) for the terminal. Its address counts as verified: the operator
 * vouches for it. An address that already has an account is refused, unless `promote` asks to
 * make that account a site_admin (its password and sessions unchanged; no link), which it does
 * only for an account whose address is confirmed.
 */
export async function createSiteAdmin(
  ctx: UseCaseContext<"config" | "database">,
  request: { email: string; fullName: string; promote?: boolean },
): Promise<CreateSiteAdminOutcome> {
  const parsed = input.safeParse(request);
  if (!parsed.success)
    return {
      ok: false,
      error: { reason: parsed.error.issues[0]!.path[0] === "email" ? "email_invalid" : "name_invalid" },
    };
  const { email, fullName } = parsed.data;

  const [existing] = await ctx.database.sql<
    { id: number; username: string; role: string; is_active: boolean; confirmed: boolean }[]
  >`
    select id, username, role, is_active, email_verified and not pending_confirmation as confirmed
    from users where lower(email) = lower(${email})`;
  if (existing) {
    if (!request.promote) return { ok: false, error: { reason: "email_taken", username: existing.username } };
    if (!existing.is_active) return { ok: false, error: { reason: "account_inactive", username: existing.username } };
    // Anyone may register any address: until its owner has proved it (the emailed link), the
    // account's password may be a stranger's, and promoting it would hand them the site.
    if (!existing.confirmed)
      return { ok: false, error: { reason: "account_unconfirmed", username: existing.username } };
    const outcome = {
      userId: existing.id,
      username: existing.username,
      previousRole: existing.role,
    } as const;
    if (existing.role === "site_admin") return { ok: true, value: { ...outcome, action: "already_site_admin" } };
    await inTransaction(ctx.database, async (tx) => {
      await tx.sql`update users set role = 'site_admin' where id = ${existing.id}`;
      await audit(tx, {
        userId: existing.id,
        action: "site_admin_created",
        ip: null,
        actorId: null,
        object: { type: "user", id: existing.id },
        before: { role: existing.role },
        after: { role: "site_admin" },
        details: { via: "admin:create --promote" },
      });
    });
    return { ok: true, value: { ...outcome, action: "promoted" } };
  }

  // Nobody knows this password: the account is reached only through the link.
  const placeholder = await hashPassword(randomBytes(32).toString("base64url"));
  const username = await freeUsername(ctx, email);
  try {
    return await inTransaction(ctx.database, async (tx) => {
      const [row] = await tx.sql<{ id: number }[]>`
        insert into users (username, email, email_verified, full_name, password, role)
        values (${username}, ${email}, true, ${fullName}, ${placeholder}, 'site_admin')
        returning id`;
      const userId = row!.id;
      const token = await createEmailToken(tx, userId, "reset_password", email, FIRST_LOGIN_LINK_HOURS * 3600);
      await audit(tx, {
        userId,
        action: "site_admin_created",
        ip: null,
        actorId: null,
        object: { type: "user", id: userId },
        after: { role: "site_admin" },
        details: { via: "admin:create" },
      });
      return {
        ok: true,
        value: {
          action: "created",
          userId,
          username,
          setPasswordUrl: `${ctx.config.siteUrl}/reset-password?token=${token}`,
          expiresInHours: FIRST_LOGIN_LINK_HOURS,
        },
      } as const;
    });
  } catch (err) {
    // Another run took the address in the meantime (a name taken meanwhile stays an error: run again).
    if (!isUniqueViolation(err)) throw err;
    const [taken] = await ctx.database.sql<{ username: string }[]>`
      select username from users where lower(email) = lower(${email})`;
    if (!taken) throw err;
    return { ok: false, error: { reason: "email_taken", username: taken.username } };
  }
}
