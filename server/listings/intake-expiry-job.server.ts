import type { JobServices } from "../jobs/handlers.server.ts";
import { expireIntake } from "./expire-intake.server.ts";

/** Hourly (server/jobs/schedule.ts): intake that expired since the last run stops ranking as current. Safe to repeat. */
export async function intakeExpiryJob({ database, logger }: JobServices): Promise<void> {
  const expired = await expireIntake(database.sql);
  if (expired > 0) logger.info({ expired }, "intake expired");
}
