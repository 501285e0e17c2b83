import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { skipRevalidationForSavedToggles } from "./saved-revalidation.ts";

const args = (formAction: string | undefined) =>
  ({ formAction, defaultShouldRevalidate: true }) as unknown as ShouldRevalidateFunctionArgs;

describe("skipRevalidationForSavedToggles", () => {
  it("keeps the page's data after a heart or compare toggle", () => {
    expect(skipRevalidationForSavedToggles(args("/favorites"))).toBe(false);
    expect(skipRevalidationForSavedToggles(args("/compare"))).toBe(false);
  });

  it("revalidates as usual after any other form or a navigation", () => {
    expect(skipRevalidationForSavedToggles(args("/listings/12/review"))).toBe(true);
    expect(skipRevalidationForSavedToggles(args("/favorites-export"))).toBe(true);
    expect(skipRevalidationForSavedToggles(args(undefined))).toBe(true);
  });
});
