/**
 * "Did you contact them?" (issue 29): a visitor reports what they found when they contacted a
 * provider. Reports of one kind from DISPUTE_THRESHOLD independent reporters after the fact's
 * last confirmation show that fact as disputed until the owner confirms or edits it again: the
 * dispute is computed from the reports and fact_sources on every read, never stored.
 */
import type { ProvenanceFact } from "./provenance.ts";

export const PARENT_REPORT_KINDS = ["not_accepting", "longer_wait", "phone_broken", "insurance_refused"] as const;
export type ParentReportKind = (typeof PARENT_REPORT_KINDS)[number];

/** Independent reporters (distinct reporter hashes) of one kind that make a fact disputed. */
export const DISPUTE_THRESHOLD = 3;

/** The optional note's length limit (characters, after trimming). */
export const PARENT_REPORT_NOTE_MAX = 500;

/** The fact a report kind contradicts: its confirmation date (fact_sources) starts the count. */
export const REPORTED_FACT = {
  not_accepting: "intake",
  longer_wait: "intake",
  phone_broken: "phone",
  insurance_refused: "insurances",
} as const satisfies Record<ParentReportKind, ProvenanceFact>;

export function isParentReportKind(value: unknown): value is ParentReportKind {
  return typeof value === "string" && (PARENT_REPORT_KINDS as readonly string[]).includes(value);
}

/** One kind's count of independent reporters after its fact's confirmation, and their first day. */
export interface ReportTally {
  kind: ParentReportKind;
  reporters: number;
  /** The UTC day (YYYY-MM-DD) of the first counted report. */
  since: string;
}

export interface Dispute {
  kind: ParentReportKind;
  since: string;
}

/** The kinds whose tally reached the threshold, in PARENT_REPORT_KINDS order. */
export function disputesOf(tallies: readonly ReportTally[]): Dispute[] {
  return PARENT_REPORT_KINDS.flatMap((kind) => {
    const tally = tallies.find((t) => t.kind === kind);
    return tally && tally.reporters >= DISPUTE_THRESHOLD ? [{ kind, since: tally.since }] : [];
  });
}

/**
 * Whether a report made on UTC day `reportDay` counts against a fact last confirmed on
 * `confirmedOn`: only reports from the days after it (a confirmation carries no time, so a
 * report on the same day may have come before it). A fact never confirmed counts every report.
 */
export function countsAgainst(reportDay: string, confirmedOn: string | null | undefined): boolean {
  return !confirmedOn || reportDay > confirmedOn;
}
