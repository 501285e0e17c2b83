import { contactMessages } from "@db/schema/index.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { invalidInput, ok, rateLimited, type Result } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { HONEYPOT_FIELD } from "../../domain/contact-form.ts";
import { contactInput } from "./contact-input.ts";
import { contactInboxMessage } from "./email.ts";
import { formFieldKeys } from "./field-keys.ts";

export interface ContactResult {
  /** The stored row's id; null when the honeypot caught a bot (nothing stored or sent). */
  id: number | null;
}

/**
 * A message from the contact form: validated, rate-limited per IP (valid attempts count),
 * stored in contact_messages and mailed to the site's inbox with Reply-To set to the visitor.
 * The message and its email are stored in one transaction before the answer; the outbox sends
 * the email (a slow or failing mail server never holds up the visitor, and a crash only delays it). A filled honeypot "succeeds" without storing or sending anything.
 */
export async function submitContactMessage(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<ContactResult>> {
  const { database, logger, auth } = ctx;
  const { values, locale } = input;
  const raw = (values && typeof values === "object" ? values : {}) as Record<string, unknown>;
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    logger.info({ ip: auth.ip }, "contact form: honeypot filled, message dropped");
    return ok({ id: null });
  }

  const parsed = contactInput.safeParse(values);
  if (!parsed.success) return invalidInput(formFieldKeys(parsed.error.issues), { prefix: "formMessage" });

  const attempt = await hitRateLimit(database, "contactIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);

  const { name, email, topic, message } = parsed.data;
  const stored = await inTransaction(database, async (tx) => {
    const [row] = await tx.db
      .insert(contactMessages)
      .values({ name, email, topic, message, locale, ip: auth.ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await enqueueEmail(
      tx,
      contactInboxMessage({ id: row!.id, name, email, topic, message, locale, createdAt: row!.createdAt }),
    );
    return row!;
  });
  return ok({ id: stored.id });
}
