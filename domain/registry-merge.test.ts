import { describe, expect, it } from "vitest";
import type { FactSource } from "./provenance.ts";
import { mergedFactWinner } from "./registry-merge.ts";

const side = (present: boolean, source?: FactSource) => ({
  present,
  source: source ? { source, confirmedOn: "2026-03-09" } : undefined,
});

describe("which listing's fact a merged registry listing keeps", () => {
  it("takes what the registry listing lacks, whatever its source", () => {
    expect(mergedFactWinner(side(false), side(true, "csv_import"))).toBe("other");
    expect(mergedFactWinner(side(false), side(true))).toBe("other");
  });

  it("keeps its own when the other has nothing", () => {
    expect(mergedFactWinner(side(true, "registry"), side(false, "admin"))).toBe("registry");
  });

  it("keeps its own over a CSV import's or an unsourced one, and over an equal rank", () => {
    expect(mergedFactWinner(side(true, "registry"), side(true, "csv_import"))).toBe("registry");
    expect(mergedFactWinner(side(true, "registry"), side(true))).toBe("registry");
    expect(mergedFactWinner(side(true, "owner"), side(true, "owner"))).toBe("registry");
  });

  it("gives way to a verified owner's, an accepted suggestion's or an admin's", () => {
    for (const source of ["owner", "suggestion", "admin"] as const) {
      expect(mergedFactWinner(side(true, "registry"), side(true, source))).toBe("other");
    }
  });
});
