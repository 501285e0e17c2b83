import { ok, invalidInput, rateLimited, type Result } from "../errors.server.ts";
import { runInBackground } from "../email/background.server.ts";
import { sendEmail } from "../email/mailer.server.ts";
import { resetPasswordMessage } from "../email/templates.ts";
import { hitRateLimit, type RateLimitKind } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { displayName, userLocale } from "./account-emails.server.ts";
import { createEmailToken, revokeEmailTokens } from "./email-tokens.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { findUserByEmail } from "./users.server.ts";
import { fieldKeys, resetRequestInput } from "./validation.ts";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * the lookup and mail happen after the response, so its timing says nothing either.
 */
export async function requestPasswordReset(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: AuthMessageCode }>> {
  const { database, auth, logger } = ctx;
  const { locale } = input;
  const parsed = resetRequestInput.safeParse(input.values);
  if (!parsed.success) return invalidInput(fieldKeys(parsed.error));
  const email = parsed.data.email;
  const checks: [RateLimitKind, string][] = [
    ["resetIp", auth.ip ?? "unknown"],
    ["resetEmail", email.toLowerCase()],
  ];
  for (const [kind, subject] of checks) {
    const state = await hitRateLimit(database, kind, subject);
    if (state.blocked) return rateLimited(state.retryAfterSeconds);
  }
  const linkBase = auth.linkBase;
  runInBackground(logger, "password reset request", async () => {
    const user = await findUserByEmail(database, email);
    if (!user || !user.isActive) return;
    // Only the newest link works.
    await revokeEmailTokens(database, user.id, "reset_password");
    const token = await createEmailToken(database, user.id, "reset_password", user.email);
    const url = `${linkBase}/reset-password?token=${token}`;
    await sendEmail(ctx, resetPasswordMessage(userLocale(user, locale), user.email, displayName(user), url));
  });
  return ok({ code: "reset_sent" });
}
