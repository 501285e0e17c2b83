import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import type { AppServices } from "../context.ts";
import { runInBackground } from "../email/background.ts";
import { sendEmail } from "../email/mailer.ts";
import { passwordChangedMessage, resetPasswordMessage, verifyEmailMessage } from "../email/templates.ts";
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitKind } from "../rate-limit/rate-limit.ts";
import { audit } from "./audit.ts";
import { sessionCookie } from "./cookies.ts";
import { consumeEmailToken, createEmailToken, peekEmailToken, revokeEmailTokens } from "./email-tokens.ts";
import { isLocale, type Locale } from "@domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { checkNewPassword } from "./password-policy.ts";
import type { RequestAuth } from "./request-auth.ts";
import { createSession, deleteSession, endUserSessions, secondsUntil } from "./sessions.ts";
import { findUserByEmail, findUserById, findUserForSignIn, isRole, type Role, type SessionUser } from "./users.ts";
import {
  changePasswordInput,
  fieldCodes,
  registerInput,
  resetConfirmInput,
  resetRequestInput,
  signInInput,
  verifyEmailInput,
  type FieldCodes,
} from "./validation.ts";

type Services = Pick<AppServices, "config" | "database" | "logger">;

/** Why a use case said no: an HTTP status, a message code and per-field codes. */
export interface AuthFailure {
  status: 400 | 401 | 403 | 404 | 409 | 429;
  code: AuthMessageCode;
  fields?: FieldCodes;
  retryAfterSeconds?: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: AuthFailure };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (failure: AuthFailure): Outcome<never> => ({ ok: false, failure });
const invalid = (fields: FieldCodes): Outcome<never> => fail({ status: 400, code: "invalid_input", fields });
const limited = (retryAfterSeconds: number): Outcome<never> =>
  fail({ status: 429, code: "rate_limited", retryAfterSeconds });

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie value for the new session. */
  cookie: string;
}

function displayName(user: Pick<SessionUser, "fullName" | "username">): string {
  return user.fullName?.trim() || user.username;
}

function userLocale(user: Pick<SessionUser, "preferredLanguage">, fallback: Locale): Locale {
  return isLocale(user.preferredLanguage) ? user.preferredLanguage : fallback;
}

// A hash to verify against when no account matches, so both answers take as long.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

async function startSession(services: Services, auth: RequestAuth, user: SessionUser): Promise<SignedIn> {
  const { database } = services;
  // A new token on every sign-in; the session the browser had before (if any) ends.
  const previous = await auth.session();
  if (previous) await deleteSession(database, previous.tokenHash);
  const session = await createSession(database, user.id, { ip: auth.ip, userAgent: auth.userAgent });
  const [row] = await database.db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning({ lastLoginAt: users.lastLoginAt });
  return {
    user: { ...user, lastLoginAt: row?.lastLoginAt ?? user.lastLoginAt },
    cookie: sessionCookie(session.token, auth.secure, secondsUntil(session.expiresAt)),
  };
}

function sendInBackground(
  services: Services,
  label: string,
  build: () => Promise<Parameters<typeof sendEmail>[1] | null>,
) {
  runInBackground(services.logger, label, async () => {
    const message = await build();
    if (message) await sendEmail(services, message);
  });
}

async function sendVerification(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  const token = await createEmailToken(services.database, user.id, "verify_email", user.email);
  const url = `${auth.linkBase}/verify-email?token=${token}`;
  sendInBackground(services, "verify email", async () =>
    verifyEmailMessage(userLocale(user, locale), user.email, displayName(user), url),
  );
}

function sendPasswordChanged(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  sendInBackground(services, "password changed email", async () =>
    passwordChangedMessage(userLocale(user, locale), user.email, displayName(user), `${auth.linkBase}/reset-password`),
  );
}

/**
 * Sign-in with username or email (case-insensitive) and password. Failures count per account
 * and per IP; past the limit the answer is 429 until the window ends. Wrong account, wrong
 * password and deactivated account get the same answer.
 */
export async function signIn(services: Services, auth: RequestAuth, input: unknown): Promise<Outcome<SignedIn>> {
  const { database } = services;
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return invalid(fieldCodes(parsed.error));
  const { login, password } = parsed.data;

  const found = await findUserForSignIn(database, login);
  const accountKey = found ? `user:${found.user.id}` : `login:${login.toLowerCase()}`;
  const ipKey = auth.ip ?? "unknown";
  const [byAccount, byIp] = await Promise.all([
    peekRateLimit(database, "signInAccount", accountKey),
    peekRateLimit(database, "signInIp", ipKey),
  ]);
  if (byAccount.blocked || byIp.blocked) {
    await audit(database, { userId: found?.user.id ?? null, action: "sign_in_blocked", ip: auth.ip });
    return limited(
      Math.max(byAccount.blocked ? byAccount.retryAfterSeconds : 0, byIp.blocked ? byIp.retryAfterSeconds : 0),
    );
  }

  // Very long input is not worth hashing: no stored password is longer than 128 characters.
  const tooLong = password.length > 1024;
  const valid = !tooLong && (await verifyPassword(found?.passwordHash ?? (await timingDummy()), password));
  if (!found || !valid || !found.user.isActive) {
    await Promise.all([hitRateLimit(database, "signInAccount", accountKey), hitRateLimit(database, "signInIp", ipKey)]);
    await audit(database, {
      userId: found?.user.id ?? null,
      action: "sign_in_failed",
      ip: auth.ip,
      details: { reason: !found ? "unknown_account" : !valid ? "wrong_password" : "inactive" },
    });
    return fail({ status: 401, code: "invalid_credentials" });
  }

  await clearRateLimit(database, "signInAccount", accountKey);
  const signedIn = await startSession(services, auth, found.user);
  await audit(database, { userId: found.user.id, action: "sign_in", ip: auth.ip });
  return ok(signedIn);
}

/** Ends the request's session on the server. Harmless when there is none. */
export async function signOut(services: Services, auth: RequestAuth): Promise<void> {
  const session = await auth.session();
  if (!session) return;
  await deleteSession(services.database, session.tokenHash);
  await audit(services.database, { userId: session.user.id, action: "sign_out", ip: auth.ip });
}

/** A new listing_contributor account, signed in at once; a verification link goes by email. */
export async function register(
  services: Services,
  auth: RequestAuth,
  input: unknown,
  locale: Locale,
): Promise<Outcome<SignedIn>> {
  const { database } = services;
  const parsed = registerInput.safeParse(input);
  const fields: FieldCodes = parsed.success ? {} : fieldCodes(parsed.error);
  // The password rules are explained even while other fields still need fixing.
  const raw = (input ?? {}) as Record<string, unknown>;
  if (!fields.password && typeof raw.password === "string") {
    const str = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);
    const problem = checkNewPassword(raw.password, { username: str(raw.username), email: str(raw.email) });
    if (problem) fields.password = problem;
  }
  if (!parsed.success || Object.keys(fields).length > 0) return invalid(fields);
  const { username, email, fullName, password } = parsed.data;

  const attempt = await hitRateLimit(database, "registerIp", auth.ip ?? "unknown");
  if (attempt.blocked) return limited(attempt.retryAfterSeconds);

  const taken = await database.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
  for (const row of taken) {
    if (row.username.toLowerCase() === username.toLowerCase()) fields.username = "username_taken";
    if (row.email.toLowerCase() === email.toLowerCase()) fields.email = "email_taken";
  }
  if (Object.keys(fields).length > 0) return fail({ status: 409, code: "invalid_input", fields });

  const hash = await hashPassword(password);
  let id: number;
  try {
    const [row] = await database.db
      .insert(users)
      .values({ username, email, fullName: fullName || null, password: hash, preferredLanguage: locale })
      .returning({ id: users.id });
    id = row!.id;
  } catch (err) {
    // Someone took the name or address in the meantime.
    if ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") {
      return fail({ status: 409, code: "invalid_input", fields: { username: "username_taken" } });
    }
    throw err;
  }
  const user = (await findUserById(database, id))!.user;
  await audit(database, { userId: id, action: "register", ip: auth.ip });
  await sendVerification(services, auth, user, locale);
  const signedIn = await startSession(services, auth, user);
  await audit(database, { userId: id, action: "sign_in", ip: auth.ip });
  return ok(signedIn);
}

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * the lookup and mail happen after the response, so its timing says nothing either.
 */
export async function requestPasswordReset(
  services: Services,
  auth: RequestAuth,
  input: unknown,
  locale: Locale,
): Promise<Outcome<{ code: AuthMessageCode }>> {
  const { database } = services;
  const parsed = resetRequestInput.safeParse(input);
  if (!parsed.success) return invalid(fieldCodes(parsed.error));
  const email = parsed.data.email;
  const checks: [RateLimitKind, string][] = [
    ["resetIp", auth.ip ?? "unknown"],
    ["resetEmail", email.toLowerCase()],
  ];
  for (const [kind, subject] of checks) {
    const state = await hitRateLimit(database, kind, subject);
    if (state.blocked) return limited(state.retryAfterSeconds);
  }
  const linkBase = auth.linkBase;
  runInBackground(services.logger, "password reset request", async () => {
    const user = await findUserByEmail(database, email);
    if (!user || !user.isActive) return;
    // Only the newest link works.
    await revokeEmailTokens(database, user.id, "reset_password");
    const token = await createEmailToken(database, user.id, "reset_password", user.email);
    const url = `${linkBase}/reset-password?token=${token}`;
    await sendEmail(services, resetPasswordMessage(userLocale(user, locale), user.email, displayName(user), url));
  });
  return ok({ code: "reset_sent" });
}

/** Whether a reset link still works (read-only, for showing the form). */
export async function resetTokenIsLive(services: Services, token: unknown): Promise<boolean> {
  return (await peekEmailToken(services.database, token, "reset_password")) !== null;
}

/**
 * Sets a new password from a reset link. The link is used up only when the new password is
 * acceptable; then every session of the account ends and a notice goes by email.
 */
export async function confirmPasswordReset(
  services: Services,
  auth: RequestAuth,
  input: unknown,
  locale: Locale,
): Promise<Outcome<{ code: AuthMessageCode }>> {
  const { database } = services;
  const parsed = resetConfirmInput.safeParse(input);
  if (!parsed.success && parsed.error.issues.every((i) => i.path[0] === "token")) {
    return fail({ status: 400, code: "token_invalid" });
  }
  const token = parsed.success ? parsed.data.token : (input as { token?: unknown } | null)?.token;
  const live = await peekEmailToken(database, token, "reset_password");
  if (!live) return fail({ status: 400, code: "token_invalid" });
  if (!parsed.success) return invalid(fieldCodes(parsed.error));
  const found = await findUserById(database, live.userId);
  if (!found) return fail({ status: 400, code: "token_invalid" });
  const problem = checkNewPassword(parsed.data.password, { username: found.user.username, email: found.user.email });
  if (problem) return invalid({ password: problem });

  const hash = await hashPassword(parsed.data.password);
  const done = await database.db.transaction(async (tx) => {
    const used = await consumeEmailToken({ db: tx }, parsed.data.token, "reset_password");
    if (!used || used.userId !== found.user.id) return false;
    await tx
      .update(users)
      .set({
        password: hash,
        isPasswordTemporary: false,
        // Following the link proved the address, if it is still the account's.
        emailVerified: sql`${users.emailVerified} or lower(${users.email}) = lower(${used.email})`,
      })
      .where(eq(users.id, found.user.id));
    await revokeEmailTokens({ db: tx }, found.user.id, "reset_password");
    return true;
  });
  if (!done) return fail({ status: 400, code: "token_invalid" });
  const ended = await endUserSessions(database, found.user.id);
  await audit(database, {
    userId: found.user.id,
    action: "password_reset",
    ip: auth.ip,
    details: { sessionsEnded: ended },
  });
  sendPasswordChanged(services, auth, found.user, locale);
  return ok({ code: "password_reset_done" });
}

/**
 * Changes the signed-in user's password: the current one is required (wrong guesses count
 * like failed sign-ins); every other session of the account ends, this one stays.
 */
export async function changePassword(
  services: Services,
  auth: RequestAuth,
  input: unknown,
  locale: Locale,
): Promise<Outcome<{ code: AuthMessageCode; user: SessionUser }>> {
  const { database } = services;
  const session = await auth.session();
  if (!session) return fail({ status: 401, code: "unauthorized" });
  const parsed = changePasswordInput.safeParse(input);
  if (!parsed.success) return invalid(fieldCodes(parsed.error));
  const { currentPassword, newPassword } = parsed.data;

  const accountKey = `user:${session.user.id}`;
  const limit = await peekRateLimit(database, "signInAccount", accountKey);
  if (limit.blocked) return limited(limit.retryAfterSeconds);
  const found = await findUserById(database, session.user.id);
  if (!found) return fail({ status: 401, code: "unauthorized" });
  if (currentPassword.length > 1024 || !(await verifyPassword(found.passwordHash, currentPassword))) {
    await hitRateLimit(database, "signInAccount", accountKey);
    await audit(database, { userId: session.user.id, action: "password_change_failed", ip: auth.ip });
    return invalid({ currentPassword: "current_password_wrong" });
  }
  const problem = checkNewPassword(newPassword, { username: found.user.username, email: found.user.email });
  if (problem) return invalid({ newPassword: problem });
  if (newPassword === currentPassword) return invalid({ newPassword: "password_same" });

  const hash = await hashPassword(newPassword);
  await database.db
    .update(users)
    .set({ password: hash, isPasswordTemporary: false })
    .where(eq(users.id, session.user.id));
  await revokeEmailTokens(database, session.user.id, "reset_password");
  const ended = await endUserSessions(database, session.user.id, session.tokenHash);
  await audit(database, {
    userId: session.user.id,
    action: "password_change",
    ip: auth.ip,
    details: { sessionsEnded: ended },
  });
  sendPasswordChanged(services, auth, found.user, locale);
  return ok({ code: "password_changed", user: { ...found.user, isPasswordTemporary: false } });
}

/** Confirms an email address from its link (single use; only while it is still the account's). */
export async function verifyEmail(
  services: Services,
  auth: RequestAuth,
  input: unknown,
): Promise<Outcome<{ code: AuthMessageCode }>> {
  const { database } = services;
  const parsed = verifyEmailInput.safeParse(input);
  if (!parsed.success) return fail({ status: 400, code: "token_invalid" });
  const used = await consumeEmailToken(database, parsed.data.token, "verify_email");
  if (!used) return fail({ status: 400, code: "token_invalid" });
  const updated = await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`, eq(users.isActive, true)))
    .returning({ id: users.id });
  if (updated.length === 0) return fail({ status: 400, code: "token_invalid" });
  await audit(database, { userId: used.userId, action: "email_verified", ip: auth.ip });
  return ok({ code: "email_verified" });
}

/** The admin who does an admin action, as the audit log records them. */
type AdminActor = { id: number; ip: string | null };

/** Ends every session of an account for an admin, audited with who did it and how many ended. */
async function endSessionsForAdmin(
  database: Services["database"],
  actor: AdminActor,
  userId: number,
  action: "user_deactivated" | "sessions_ended",
): Promise<number> {
  const ended = await endUserSessions(database, userId);
  await audit(database, { userId, action, ip: actor.ip, details: { by: actor.id, sessionsEnded: ended } });
  return ended;
}

/** Admin action: deactivates an account; all its sessions end at once. */
export async function deactivateUser(services: Services, actor: AdminActor, userId: number): Promise<boolean> {
  const { database } = services;
  const rows = await database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await endSessionsForAdmin(database, actor, userId, "user_deactivated");
  return true;
}

/** Admin action: ends every session of an account (ASVS 7.4.5). */
export function endSessionsOf(services: Services, actor: AdminActor, userId: number): Promise<number> {
  return endSessionsForAdmin(services.database, actor, userId, "sessions_ended");
}

/** Admin action: changes an account's role, audited with the old and new role. */
export async function changeUserRole(
  services: Services,
  actor: AdminActor,
  userId: number,
  role: Role,
): Promise<boolean> {
  if (!isRole(role)) return false;
  const { database } = services;
  const [before] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!before) return false;
  if (before.role === role) return true;
  await database.db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId), ne(users.role, role)));
  await audit(database, {
    userId,
    action: "role_change",
    ip: actor.ip,
    details: { by: actor.id, from: before.role, to: role },
  });
  return true;
}
