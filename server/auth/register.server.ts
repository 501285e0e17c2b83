import { sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendRegisterAttempt, sendVerification } from "./account-emails.server.ts";
import { audit } from "./audit.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { hashPassword } from "./password.server.ts";
import { checkNewPassword } from "./password-policy.ts";
import { findUserByEmail, findUserById } from "./users.server.ts";
import { fieldKeys, registerInput, type FieldKeys } from "./validation.ts";

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const found = e.code === "23505" ? e : e.cause?.code === "23505" ? e.cause : null;
  return found ? (found.constraint_name ?? "") : null;
}

/**
 * A new listing_contributor account, waiting for its address to be confirmed: nobody is signed
 * in, and the verification link goes by email. When the address already has an account, none is
 * made and its owner is told by email instead; the answer is the same either way ("check your
 * email"), so registering says nothing about who has an account (issue 30 item 22, ASVS 6.3.8).
 * A taken username is still said: usernames are public.
 */
export async function register(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: AuthMessageCode }>> {
  const { database, auth } = ctx;
  const { values, locale } = input;
  const parsed = registerInput.safeParse(values);
  const fields: FieldKeys = parsed.success ? {} : fieldKeys(parsed.error);
  // The password rules are explained even while other fields still need fixing.
  const raw = (values ?? {}) as Record<string, unknown>;
  if (!fields.password && typeof raw.password === "string") {
    const str = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);
    const problem = checkNewPassword(raw.password, { username: str(raw.username), email: str(raw.email) });
    if (problem) fields.password = messageKey("authMessage", problem);
  }
  if (!parsed.success || Object.keys(fields).length > 0) return invalidInput(fields);
  const { username, email, fullName, password } = parsed.data;

  const attempt = await hitRateLimit(database, "registerIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);

  const [nameTaken] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (nameTaken) return invalidInput({ username: messageKey("authMessage", "username_taken") }, { status: 409 });

  // Hashed whether or not the address is taken, so both answers take about as long.
  const hash = await hashPassword(password);
  const checkEmail = ok({ code: "register_check_email" as const });
  const tellOwner = async () => {
    const owner = await findUserByEmail(database, email);
    if (!owner) return;
    await sendRegisterAttempt(ctx, auth, owner, locale);
    await audit(database, { userId: owner.id, action: "register_email_taken", ip: auth.ip });
  };
  if (await findUserByEmail(database, email)) {
    await tellOwner();
    return checkEmail;
  }

  let id: number;
  try {
    const [row] = await database.db
      .insert(users)
      .values({
        username,
        email,
        fullName: fullName || null,
        password: hash,
        preferredLanguage: locale,
        pendingConfirmation: true,
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (err) {
    // Someone took the name or the address in the meantime.
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint === "users_email_lower_key") {
      await tellOwner();
      return checkEmail;
    }
    return invalidInput({ username: messageKey("authMessage", "username_taken") }, { status: 409 });
  }
  const user = (await findUserById(database, id))!.user;
  await audit(database, { userId: id, action: "register", ip: auth.ip });
  await sendVerification(ctx, auth, user, locale);
  return checkEmail;
}
