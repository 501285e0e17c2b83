/** Limits of the admin moderation forms (issue 13), shared by the pages and the use cases. */

/** The admin's message to a claimant: one email paragraph. */
export const CLAIM_MESSAGE_MAX = 2000;
