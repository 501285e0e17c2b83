import type { JobServices } from "../jobs/handlers.server.ts";
import { sendOwnerReminders } from "./owner-reminders.server.ts";

/**
 * Daily (server/jobs/schedule.ts): owners whose intake or insurers expire within a week get one
 * email with one-click links. Safe to repeat: at most one email per owner and day. Demo listings
 * are reminded only outside production (their owners are made-up accounts).
 */
export async function ownerRemindersJob({ config, database, logger }: JobServices): Promise<void> {
  const sent = await sendOwnerReminders(database, { siteUrl: config.siteUrl, includeDemo: !config.isProduction });
  if (sent > 0) logger.info({ sent }, "owner reminders queued");
}
