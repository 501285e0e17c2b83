import { sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { authKey, invalidInput, ok, rateLimited, type Result } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendVerification } from "./account-emails.server.ts";
import { audit } from "./audit.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { hashPassword } from "./password.server.ts";
import { checkNewPassword } from "./password-policy.ts";
import { startSession, type SignedIn } from "./start-session.server.ts";
import { findUserById } from "./users.server.ts";
import { fieldKeys, registerInput, type FieldKeys } from "./validation.ts";

/** A new listing_contributor account, signed in at once; a verification link goes by email. */
export async function register(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<SignedIn>> {
  const { database, auth } = ctx;
  const { values, locale } = input;
  const parsed = registerInput.safeParse(values);
  const fields: FieldKeys = parsed.success ? {} : fieldKeys(parsed.error);
  // The password rules are explained even while other fields still need fixing.
  const raw = (values ?? {}) as Record<string, unknown>;
  if (!fields.password && typeof raw.password === "string") {
    const str = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);
    const problem = checkNewPassword(raw.password, { username: str(raw.username), email: str(raw.email) });
    if (problem) fields.password = authKey(problem);
  }
  if (!parsed.success || Object.keys(fields).length > 0) return invalidInput(fields);
  const { username, email, fullName, password } = parsed.data;

  const attempt = await hitRateLimit(database, "registerIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);

  const taken = await database.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
  for (const row of taken) {
    if (row.username.toLowerCase() === username.toLowerCase()) fields.username = authKey("username_taken");
    if (row.email.toLowerCase() === email.toLowerCase()) fields.email = authKey("email_taken");
  }
  if (Object.keys(fields).length > 0) return invalidInput(fields, { status: 409 });

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
      return invalidInput({ username: authKey("username_taken") }, { status: 409 });
    }
    throw err;
  }
  const user = (await findUserById(database, id))!.user;
  await audit(database, { userId: id, action: "register", ip: auth.ip });
  await sendVerification(ctx, auth, user, locale);
  const signedIn = await startSession(database, auth, user);
  await audit(database, { userId: id, action: "sign_in", ip: auth.ip });
  return ok(signedIn);
}
