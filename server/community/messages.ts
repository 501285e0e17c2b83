import type { MessageParams } from "../auth/messages.ts";
import type { CommunityMessageCode } from "@domain/i18n/catalog.ts";
import { REVIEW_LIMITS } from "../../domain/community/reviews.ts";
import { COMPARE_MAX } from "../../domain/community/compare.ts";
import { SUGGESTION_LIMITS } from "../../domain/community/suggestions.ts";
import { PARENT_REPORT_NOTE_MAX } from "../../domain/parent-reports.ts";

/**
 * The answers of reviews, responses, reports, favorites and suggestions (server/reviews,
 * server/favorites, server/suggestions), by code; texts in the catalogs ("communityMessage.<code>");
 * use-case errors fill LIMIT_PARAMS in (server/errors.server.ts).
 */
export type { CommunityMessageCode };

// Limits read as written in the rules ("2000"), like the contact form's.
export const LIMIT_PARAMS: MessageParams = Object.fromEntries(
  Object.entries({
    ...REVIEW_LIMITS,
    ...SUGGESTION_LIMITS,
    compareMax: COMPARE_MAX,
    parentReportNoteMax: PARENT_REPORT_NOTE_MAX,
  }).map(([k, v]) => [k, String(v)]),
);
