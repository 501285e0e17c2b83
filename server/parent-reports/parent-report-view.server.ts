import type { ParentReportKind } from "@domain/parent-reports.ts";

/** One report as owners and admins see it: no reporter, only what they said and when. */
export interface ParentReportView {
  id: number;
  listingId: number;
  listingName: string;
  kind: ParentReportKind;
  note: string | null;
  /** The note's language (for its lang attribute); null: English, or no note. */
  language: string | null;
  createdAt: string;
}

/** The select list of a ParentReportView, from parent_reports r join listings l. */
export const PARENT_REPORT_COLUMNS = `r.id, r.listing_id as "listingId", l.name as "listingName", r.kind, r.note, r.language,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;
