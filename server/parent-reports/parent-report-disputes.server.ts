import type { Database } from "@db/client.server.ts";
import type { FactSources } from "@domain/provenance.ts";
import {
  countsAgainst,
  disputesOf,
  REPORTED_FACT,
  type Dispute,
  type ParentReportKind,
  type ReportTally,
} from "@domain/parent-reports.ts";

/**
 * The facts of a listing parents dispute now (domain/parent-reports.ts): per kind, the distinct
 * reporters of open reports made after the fact's confirmation day. Computed on every read, so an
 * owner's newer confirmation (fact_sources) clears a dispute without anything else to update.
 */
export async function parentReportDisputes(
  database: Database,
  listing: { id: number; factSources: FactSources },
): Promise<Dispute[]> {
  const rows = await database.sql<{ kind: ParentReportKind; day: string; reporter: string }[]>`
    select kind, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, reporter_hash as reporter
    from parent_reports
    where listing_id = ${listing.id} and dismissed_at is null
    order by created_at, id
    limit 5000`;
  const tallies = new Map<ParentReportKind, { reporters: Set<string>; since: string }>();
  for (const row of rows) {
    if (!countsAgainst(row.day, listing.factSources[REPORTED_FACT[row.kind]]?.confirmedOn)) continue;
    const tally = tallies.get(row.kind) ?? { reporters: new Set<string>(), since: row.day };
    tally.reporters.add(row.reporter);
    tallies.set(row.kind, tally);
  }
  return disputesOf(
    [...tallies].map(([kind, t]): ReportTally => ({ kind, reporters: t.reporters.size, since: t.since })),
  );
}
