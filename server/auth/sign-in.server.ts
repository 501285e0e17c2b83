import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { clearRateLimit, hitRateLimits, releaseRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { audit } from "./audit.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { startSession, type SignedIn } from "./start-session.server.ts";
import { findUserForSignIn } from "./users.server.ts";
import { fieldKeys, signInInput } from "./validation.ts";

export type { SignedIn } from "./start-session.server.ts";

// A hash to verify against when no account matches, so both answers take as long.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

/**
 * Sign-in with username or email (case-insensitive) and password. Failures count per (account,
 * IP), per IP and per account. Past 10 for one account from one IP, that IP is refused for that
 * account until the window ends (429), while the owner elsewhere still gets in; past the IP's
 * limit the IP is refused for every account; past the much higher per-account ceiling only IPs
 * with no failure for the account are still checked. Wrong account, wrong password and
 * deactivated account get the same answer.
 */
export async function signIn(ctx: CallerContext, input: { values: unknown }): Promise<Result<SignedIn>> {
  const { database, auth } = ctx;
  const parsed = signInInput.safeParse(input.values);
  if (!parsed.success) return invalidInput(fieldKeys(parsed.error));
  const { login, password } = parsed.data;

  const found = await findUserForSignIn(database, login);
  const accountKey = found ? `user:${found.user.id}` : `login:${login.toLowerCase()}`;
  const ipKey = auth.ip ?? "unknown";
  const pairKey = `${accountKey}\u0000${ipKey}`;
  // Counted before the (slow) password check: every request of a simultaneous burst gets its own
  // count, so no more than the limit ever reach verification.
  const [byPair, byIp, byAccount] = await hitRateLimits(database, [
    ["signInAccountIp", pairKey],
    ["signInIp", ipKey],
    ["signInAccount", accountKey],
  ]);
  // The account's ceiling refuses only addresses that already failed for it (this attempt is
  // the pair's first otherwise), so a distributed attack cannot lock out the owner's network.
  const accountBrake = byAccount.blocked && byPair.count > 1;
  const refused = [byPair, byIp].filter((s) => s.blocked).concat(accountBrake ? [byAccount] : []);
  if (refused.length > 0) {
    await audit(database, { userId: found?.user.id ?? null, action: "sign_in_blocked", ip: auth.ip });
    return rateLimited(Math.max(...refused.map((s) => s.retryAfterSeconds)));
  }

  // Very long input is not worth hashing: no stored password is longer than 128 characters.
  const tooLong = password.length > 1024;
  const valid = !tooLong && (await verifyPassword(found?.passwordHash ?? (await timingDummy()), password));
  // A registration whose address is not confirmed yet answers as a wrong password: otherwise
  // signing in after registering would tell whether the address already had an account.
  if (!found || !valid || !found.user.isActive || found.pendingConfirmation) {
    const reason = !found
      ? "unknown_account"
      : !valid
        ? "wrong_password"
        : !found.user.isActive
          ? "inactive"
          : "unconfirmed";
    await audit(database, {
      userId: found?.user.id ?? null,
      action: "sign_in_failed",
      ip: auth.ip,
      details: { reason },
    });
    return failWith(401, messageKey("authMessage", "invalid_credentials"));
  }

  // Only failures count: a right password clears this address's failures for the account and
  // gives the attempt back to the IP and the account (whose other addresses' failures stay).
  await Promise.all([
    clearRateLimit(database, "signInAccountIp", pairKey),
    releaseRateLimit(database, "signInIp", ipKey),
    releaseRateLimit(database, "signInAccount", accountKey),
  ]);
  const signedIn = await startSession(database, auth, found.user);
  await audit(database, { userId: found.user.id, action: "sign_in", ip: auth.ip });
  return ok(signedIn);
}
