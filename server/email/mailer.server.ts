import nodemailer, { type Transporter } from "nodemailer";
import { emailOutbox } from "@db/schema/index.ts";
import type { AppServices } from "../context.ts";
import { SITE_NAME } from "@domain/site.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form: the visitor). Not kept in the outbox. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). Not kept in the outbox. */
  headers?: Record<string, string>;
  /**
   * Chosen once when the message is queued, so every try of it carries the same Message-ID: a
   * retry after a crash that follows the server's acceptance is then the same message, which mail
   * systems that deduplicate by Message-ID deliver once.
   */
  messageKey?: string;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Bounded waits: a hung mail server fails the try (retried later) instead of holding a worker.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The host of the From address and Message-ID: PUBLIC_URL's host name, else localhost. */
function senderHost(publicUrl: string | undefined): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).hostname || "localhost";
    } catch {
      // keep localhost
    }
  }
  return "localhost";
}

let warnedAboutOutbox = false;

/**
 * Sends one message: over SMTP_URL with nodemailer when it is set, otherwise into the
 * email_outbox table (development), with a log line naming recipient and subject only:
 * bodies carry single-use links and are never logged.
 */
export async function sendEmail(
  services: Pick<AppServices, "config" | "database" | "logger">,
  message: EmailMessage,
): Promise<void> {
  const { config, database, logger } = services;
  if (config.SMTP_URL) {
    const info = await transportFor(config.SMTP_URL).sendMail({
      from: `"${SITE_NAME}" <no-reply@${senderHost(config.PUBLIC_URL)}>`,
      ...(message.messageKey ? { messageId: `<${message.messageKey}@${senderHost(config.PUBLIC_URL)}>` } : {}),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
    logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "email sent");
    return;
  }
  await database.db
    .insert(emailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
  if (config.isProduction && !warnedAboutOutbox) {
    warnedAboutOutbox = true;
    logger.warn("SMTP_URL is not set: email is kept in the email_outbox table and not delivered.");
  }
  logger.info({ to: message.to, subject: message.subject }, "email kept in the outbox (no SMTP_URL)");
}
