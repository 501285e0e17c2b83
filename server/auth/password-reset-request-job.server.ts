import { inTransaction } from "@db/transaction.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { resetPasswordMessage } from "../email/templates.ts";
import type { JobHandler } from "../jobs/handlers.server.ts";
import { displayName, userLocale } from "./account-emails.server.ts";
import { createEmailToken, revokeEmailTokens } from "./email-tokens.server.ts";
import { findUserByEmail } from "./users.server.ts";

/**
 * The lookup behind a reset request, off the request (its timing must not tell whether the
 * address has an account). The new link replaces older ones, and it and its email commit
 * together; a repeated run just makes a newer link.
 */
export const passwordResetRequestJob: JobHandler<"password_reset_request"> = async (services, payload) => {
  const { email, locale, linkBase } = payload;
  const user = await findUserByEmail(services.database, email);
  if (!user || !user.isActive) return;
  await inTransaction(services.database, async (tx) => {
    await revokeEmailTokens(tx, user.id, "reset_password");
    const token = await createEmailToken(tx, user.id, "reset_password", user.email);
    const url = `${linkBase}/reset-password?token=${token}`;
    await enqueueEmail(tx, resetPasswordMessage(userLocale(user, locale), user.email, displayName(user), url));
  });
};
