import { z } from "zod";
import { contactMessages } from "@db/schema/index.ts";
import type { AppServices } from "../context.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import { emailAddress, stringFields } from "../auth/validation.ts";
import { runInBackground } from "../email/background.ts";
import { sendEmail } from "../email/mailer.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.ts";
import { contactInboxMessage } from "./email.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS, HONEYPOT_FIELD, type ContactTopic } from "./constants.ts";
import { issueCodes, type FormOutcome } from "./messages.ts";

export { CONTACT_TOPICS, HONEYPOT_FIELD, type ContactTopic };

type Services = Pick<AppServices, "config" | "database" | "logger">;

/** One line: runs of white space (newlines, tabs) become one space. */
const oneLine = (v: string) => v.replace(/\s+/g, " ").trim();

export const contactInput = stringFields({
  name: z
    .string()
    .transform(oneLine)
    .pipe(z.string().min(1, { message: "required" }).max(CONTACT_LIMITS.nameMax, { message: "name_too_long" })),
  email: emailAddress,
  topic: z.string().refine((v): v is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(v), {
    message: "topic_invalid",
  }),
  message: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .min(CONTACT_LIMITS.messageMin, { message: "message_too_short" })
    .max(CONTACT_LIMITS.messageMax, { message: "message_too_long" }),
});

export type ContactInput = z.infer<typeof contactInput>;

export interface ContactResult {
  /** The stored row's id; null when the honeypot caught a bot (nothing stored or sent). */
  id: number | null;
}

/**
 * A message from the contact form: validated, rate-limited per IP (valid attempts count),
 * stored in contact_messages and mailed to the site's inbox with Reply-To set to the visitor.
 * Mail goes out after the answer (a slow mail server never holds up the visitor; the message is
 * stored either way). A filled honeypot "succeeds" without storing or sending anything.
 */
export async function submitContactMessage(
  services: Services,
  auth: Pick<RequestAuth, "ip">,
  input: unknown,
  locale: Locale,
): Promise<FormOutcome<ContactResult>> {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    services.logger.info({ ip: auth.ip }, "contact form: honeypot filled, message dropped");
    return { ok: true, value: { id: null } };
  }

  const parsed = contactInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, failure: { status: 400, code: "invalid_input", fields: issueCodes(parsed.error.issues) } };
  }

  const attempt = await hitRateLimit(services.database, "contactIp", auth.ip ?? "unknown");
  if (attempt.blocked) {
    return { ok: false, failure: { status: 429, code: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds } };
  }

  const { name, email, topic, message } = parsed.data;
  const [row] = await services.database.db
    .insert(contactMessages)
    .values({ name, email, topic, message, locale, ip: auth.ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const stored = row!;
  runInBackground(services.logger, "contact message email", () =>
    sendEmail(
      services,
      contactInboxMessage({ id: stored.id, name, email, topic, message, locale, createdAt: stored.createdAt }),
    ),
  );
  return { ok: true, value: { id: stored.id } };
}
