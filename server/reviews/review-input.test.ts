import { describe, expect, it } from "vitest";
import { parseReview } from "./review-input.ts";

describe("parseReview", () => {
  it("answers with the one result shape: the checked values, or the problems by field", () => {
    const comment = "Our therapist was patient and kind with our son every week.";
    expect(
      parseReview({ rating: "5", comment, name: " Ana  R. ", email: "Ana@Example.com" }, { needsEmail: true }),
    ).toEqual({ ok: true, value: { rating: 5, comment, name: "Ana R.", email: "ana@example.com" } });

    const refused = parseReview({ rating: "9", comment: "short", name: "" }, { needsEmail: true });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fields).toEqual({
      rating: "communityMessage.rating_required",
      comment: "communityMessage.comment_short",
      name: "communityMessage.name_required",
      email: "communityMessage.email_invalid",
    });
  });
});
