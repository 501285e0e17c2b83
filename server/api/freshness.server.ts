import { FACT_LIFETIME_DAYS } from "@domain/fact-freshness.ts";
import { sharePercent } from "@domain/freshness-figures.ts";
import { latestFreshnessSnapshot, type FreshnessRow } from "@server/freshness/freshness-figures.server.ts";
import type { OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE } from "./validation.ts";

const area = (row: FreshnessRow) => ({
  state: row.state,
  activeListings: row.activeListings,
  intakeConfirmed: row.intakeConfirmed,
  intakePercent: sharePercent(row.intakeConfirmed, row.activeListings),
  insurersConfirmed: row.insurersConfirmed,
  insurersPercent: sharePercent(row.insurersConfirmed, row.activeListings),
});

export const freshnessHandlers = {
  "get /api/freshness": async (c) => {
    const snapshot = await latestFreshnessSnapshot(c.var.services.database.sql);
    const rows = snapshot?.rows ?? [];
    c.header("Cache-Control", SHORT_CACHE);
    return c.json({
      day: snapshot?.day ?? null,
      intakeLifetimeDays: FACT_LIFETIME_DAYS.intake,
      insurersLifetimeDays: FACT_LIFETIME_DAYS.insurances,
      real: rows.filter((row) => !row.demo).map(area),
      demo: rows.filter((row) => row.demo).map(area),
    });
  },
} satisfies OperationHandlers;
