import { describe, expect, it } from "vitest";
import { parseSuggestion } from "./suggestion-input.ts";

describe("parseSuggestion", () => {
  it("answers with the one result shape: the checked values, or the problems by field", () => {
    expect(parseSuggestion({ field: "phone", value: "+1 (512) 555-0147", note: " " })).toEqual({
      ok: true,
      value: { field: "phone", value: "5125550147", note: null, email: null },
    });

    const refused = parseSuggestion({ field: "phone", value: "555", email: "nope" });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fields).toEqual({
      value: "communityMessage.phone_invalid",
      email: "communityMessage.email_invalid",
    });
    const unnamed = parseSuggestion({ value: "x" });
    expect(unnamed.ok ? null : unnamed.error.fields).toEqual({ field: "communityMessage.field_required" });
  });
});
