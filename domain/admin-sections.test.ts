import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, adminHomeFor, adminSectionRoles, adminSectionsFor } from "./admin-sections.ts";

describe("admin sections", () => {
  it("gives site_admin every section", () => {
    expect(adminSectionsFor("site_admin")).toHaveLength(ADMIN_SECTIONS.length);
    expect(adminHomeFor("site_admin")).toBe("/admin");
  });

  it("gives listing_admin only the listing work", () => {
    expect(adminSectionsFor("listing_admin").map((s) => s.id)).toEqual([
      "listings",
      "claims",
      "reviews",
      "suggestions",
      "parentReports",
      "registryMatches",
    ]);
    expect(adminHomeFor("listing_admin")).toBe("/admin/listings");
  });

  it("gives a contributor nothing", () => {
    expect(adminSectionsFor("listing_contributor")).toEqual([]);
    expect(adminHomeFor("listing_contributor")).toBeNull();
    expect(adminHomeFor(null)).toBeNull();
    expect(adminSectionRoles("users")).toEqual(["site_admin"]);
  });
});
