import { ok, invalidInput, rateLimited, type Result } from "../errors.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import { hitRateLimit, type RateLimitKind } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { fieldKeys, resetRequestInput } from "./validation.ts";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * the lookup and mail happen in a queued job (password-reset-request-job), so its timing says
 * nothing either; the job is stored before the answer, so a crash cannot lose the request.
 */
export async function requestPasswordReset(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: AuthMessageCode }>> {
  const { database, auth } = ctx;
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
  await enqueueJob(database, "password_reset_request", { email, locale, linkBase: auth.linkBase });
  return ok({ code: "reset_sent" });
}
