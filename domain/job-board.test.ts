import { describe, expect, it } from "vitest";
import { jobExpiry, jobIdFromSegment, jobSearchQuery, jobUrl, readJobForm, readJobSearch } from "./job-board.ts";

describe("job board rules", () => {
  it("a job expires 60 days after it is posted", () => {
    expect(jobExpiry(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("builds and reads /jobs/{id}-{slug}", () => {
    expect(jobUrl({ id: 12, title: "BCBA – Austin (Full time)" })).toBe("/jobs/12-bcba-austin-full-time");
    expect(jobIdFromSegment("12-bcba-austin")).toBe(12);
    expect(jobIdFromSegment("12")).toBe(12);
    expect(jobIdFromSegment("abc")).toBeNull();
    expect(jobIdFromSegment("1234567890123")).toBeNull();
  });

  it("reads a search, dropping unknown values, and writes it back", () => {
    const search = readJobSearch(
      new URLSearchParams("q=bcba&place=78701&radius=7&role=wizard&type=part_time&pay=60000&sort=nearest&page=3"),
    );
    expect(search).toEqual({
      keyword: "bcba",
      place: "78701",
      radius: 25,
      role: null,
      employmentType: "part_time",
      payAtLeast: 60000,
      sort: "nearest",
      page: 3,
    });
    expect(jobSearchQuery(search, 1)).toBe("?q=bcba&place=78701&type=part_time&pay=60000&sort=nearest");
    expect(readJobSearch(new URLSearchParams("page=-1")).page).toBe(1);
  });
});

describe("readJobForm", () => {
  const form = {
    title: " BCBA ",
    description: "Lead a team.",
    requirements: "BCBA.",
    role: "bcba",
    employmentType: "full_time",
  };

  it("answers with the one result shape: the fields, or one error code per wrong field", () => {
    expect(readJobForm({ ...form, payMin: "$60,000", payMax: "80000" })).toEqual({
      ok: true,
      value: {
        title: "BCBA",
        description: "Lead a team.",
        requirements: "BCBA.",
        salary: null,
        applicationUrl: null,
        role: "bcba",
        employmentType: "full_time",
        payMin: 60000,
        payMax: 80000,
        payUnit: "year",
      },
    });
    expect(
      readJobForm({ ...form, title: "", role: "chef", applicationUrl: "ftp://x", payMin: "9", payMax: "1" }),
    ).toEqual({
      ok: false,
      error: { title: "required", role: "value_invalid", applicationUrl: "website_invalid", payMax: "job_pay_order" },
    });
  });
});
