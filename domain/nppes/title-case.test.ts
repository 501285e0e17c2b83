import { describe, expect, it } from "vitest";
import { titleCaseCity, titleCaseName, titleCaseStreet } from "./title-case.ts";

describe("titleCaseName", () => {
  it.each([
    ["ABC BEHAVIOR THERAPY LLC", "ABC Behavior Therapy LLC"],
    ["BRIGHT FUTURES ABA OF NC, PLLC", "Bright Futures ABA of NC, PLLC"],
    ["MCDONALD", "McDonald"],
    ["O'BRIEN", "O'Brien"],
    ["SMITH-JONES", "Smith-Jones"],
    ["JOHN SMITH II", "John Smith II"],
    ["KIDS' PLACE AND THE CENTER FOR AUTISM", "Kids' Place and the Center for Autism"],
    ["PEÑA BEHAVIORAL SERVICES INC", "Peña Behavioral Services Inc"],
    ["THE BCBA GROUP", "The BCBA Group"],
    ["BCABA", "BCaBA"],
    ["Already Mixed Case LLC", "Already Mixed Case LLC"],
    ["  SPACED   OUT  ", "Spaced Out"],
  ])("%s → %s", (input, expected) => {
    expect(titleCaseName(input)).toBe(expected);
  });
});

describe("titleCaseStreet and titleCaseCity", () => {
  it("keeps directions and unit numbers, not street names", () => {
    expect(titleCaseStreet("1200 N MAIN ST STE 4B")).toBe("1200 N Main St Ste 4B");
    expect(titleCaseStreet("PO BOX 123")).toBe("PO Box 123");
    expect(titleCaseStreet("55 W 4TH AVE")).toBe("55 W 4th Ave");
  });
  it("cities have no acronyms", () => {
    expect(titleCaseCity("SAINT PAUL")).toBe("Saint Paul");
    expect(titleCaseCity("MCALLEN")).toBe("McAllen");
    expect(titleCaseCity("WINSTON-SALEM")).toBe("Winston-Salem");
  });
});
