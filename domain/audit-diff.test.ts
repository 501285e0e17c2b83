import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff.ts";

describe("auditChanges", () => {
  it("lists changed fields only, before → after", () => {
    expect(auditChanges({ role: "listing_contributor", name: "A" }, { role: "site_admin", name: "A" })).toEqual([
      { field: "role", before: "listing_contributor", after: "site_admin" },
    ]);
  });

  it("flattens nested objects and shows added and removed fields", () => {
    expect(auditChanges({ address: { city: "Austin" }, old: 1 }, { address: { city: "Dallas" }, tags: ["a"] })).toEqual(
      [
        { field: "address.city", before: "Austin", after: "Dallas" },
        { field: "old", before: "1", after: null },
        { field: "tags", before: null, after: '["a"]' },
      ],
    );
  });

  it("reads a creation (no before) and booleans", () => {
    expect(auditChanges(null, { isActive: false })).toEqual([{ field: "isActive", before: null, after: "false" }]);
  });

  it("falls back to the details' from and to, else nothing", () => {
    expect(auditChanges(null, null, { by: 1, from: "pending", to: "active" })).toEqual([
      { field: "", before: "pending", after: "active" },
    ]);
    expect(auditChanges(null, null, { sessionsEnded: 2 })).toEqual([]);
  });
});
