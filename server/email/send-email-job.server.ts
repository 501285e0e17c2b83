import type { JobHandler } from "../jobs/handlers.server.ts";
import { sendEmail } from "./mailer.server.ts";

/** The outbox's worker side: one delivery try; a failure throws, and the queue retries later. */
export const sendEmailJob: JobHandler<"send_email"> = async (services, message, run) => {
  try {
    await sendEmail(services, message);
  } catch (err) {
    services.logger.warn(
      {
        to: message.to,
        subject: message.subject,
        attempt: run.attempt,
        maxAttempts: run.maxAttempts,
        err: (err as Error).message,
      },
      run.attempt >= run.maxAttempts ? "email given up after its last try" : "email not sent; it will be retried",
    );
    throw err;
  }
};
