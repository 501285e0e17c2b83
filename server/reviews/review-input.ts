import { REVIEW_LIMITS, spamKind } from "../../domain/community/reviews.ts";
import { FieldProblems, isEmailAddress, oneLine, text } from "../community/input.ts";
import type { Result } from "../../domain/result.ts";

export interface ReviewValues {
  rating: number;
  comment: string;
  name: string;
  email: string;
}

/**
 * A review form's values checked: rating 1–5, comment 20–2,000 characters without links or
 * repeated text, a name to show, and (for visitors) an email address.
 */
export function parseReview(
  values: unknown,
  { needsEmail }: { needsEmail: boolean },
): Result<ReviewValues, FieldProblems> {
  const problems = new FieldProblems();
  const ratingText = text(values, "rating");
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : 0;
  if (!rating) problems.add("rating", "rating_required");
  const comment = text(values, "comment").trim();
  if (comment.length < REVIEW_LIMITS.commentMin) problems.add("comment", "comment_short");
  else if (comment.length > REVIEW_LIMITS.commentMax) problems.add("comment", "comment_long");
  else {
    const spam = spamKind(comment);
    if (spam) problems.add("comment", spam === "links" ? "spam_links" : "spam_repeated");
  }
  const name = oneLine(text(values, "name"));
  if (!name) problems.add("name", "name_required");
  else if (name.length > REVIEW_LIMITS.nameMax) problems.add("name", "name_long");
  else if (spamKind(name) === "links") problems.add("name", "spam_links");
  const email = text(values, "email").trim().toLowerCase();
  if (needsEmail && !isEmailAddress(email)) problems.add("email", "email_invalid");
  if (!problems.empty) return { ok: false, error: problems };
  return { ok: true, value: { rating, comment, name, email } };
}
