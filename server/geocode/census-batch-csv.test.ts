import { describe, expect, it } from "vitest";
import { CENSUS_BATCH_LIMIT, CensusAnswerError, censusBatchFile, parseCensusBatchAnswer } from "./census-batch-csv.ts";

describe("the Census batch geocoder's CSV", () => {
  it("writes one quoted line per address, id first, no header", () => {
    const file = censusBatchFile([
      { id: "7", street: "1600 Pennsylvania Ave NW", city: "Washington", state: "DC", zip: "20500" },
      { id: "12", street: 'Suite 4, 10 "Main" St\n', city: "Peña Blanca", state: "NM", zip: "" },
    ]);
    expect(file).toBe(
      '"7","1600 Pennsylvania Ave NW","Washington","DC","20500"\r\n' +
        '"12","Suite 4, 10  Main  St","Peña Blanca","NM",""\r\n',
    );
  });

  it("refuses more addresses than one request may hold", () => {
    const many = Array.from({ length: CENSUS_BATCH_LIMIT + 1 }, (_, i) => ({
      id: String(i),
      street: "1 Main St",
      city: "Austin",
      state: "TX",
      zip: "78701",
    }));
    expect(() => censusBatchFile(many)).toThrow(RangeError);
  });

  it("reads Match (Exact and Non_Exact) with the point longitude first, No_Match and Tie, in any order", () => {
    const answer = [
      '"12","10 MAIN ST, AUSTIN, TX, 78701","No_Match"',
      '"7","1600 Pennsylvania Ave NW, Washington, DC, 20500","Match","Exact","1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500","-77.03535,38.898754","76225813","L"',
      '"9","5 Elm St, Dayton, OH, 45402","Match","Non_Exact","5 ELM ST, DAYTON, OH, 45402","-84.19,39.76","1234","R"',
      '"3","1 Oak Ave, Springfield, , ","Tie"',
    ].join("\n");
    expect(parseCensusBatchAnswer(answer + "\n")).toEqual([
      { id: "12", status: "no_match" },
      {
        id: "7",
        status: "match",
        exact: true,
        latitude: 38.898754,
        longitude: -77.03535,
        matchedAddress: "1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500",
      },
      {
        id: "9",
        status: "match",
        exact: false,
        latitude: 39.76,
        longitude: -84.19,
        matchedAddress: "5 ELM ST, DAYTON, OH, 45402",
      },
      { id: "3", status: "tie" },
    ]);
  });

  it("reads CRLF lines and No_Match lines padded with empty cells", () => {
    expect(parseCensusBatchAnswer('"1","x","No_Match","","","","",""\r\n"2","y","Tie"\r\n')).toEqual([
      { id: "1", status: "no_match" },
      { id: "2", status: "tie" },
    ]);
  });

  it.each([
    ["an HTML error page", "<html><body>Service unavailable</body></html>"],
    ["an unknown status", '"1","x","Maybe"'],
    ["a Match without its point", '"1","x","Match","Exact","1 MAIN ST"'],
    ["a Match with one coordinate", '"1","x","Match","Exact","1 MAIN ST","-97.7","1","L"'],
    ["a point off the earth", '"1","x","Match","Exact","1 MAIN ST","38.9,-277.0","1","L"'],
    ["an unknown match type", '"1","x","Match","Close","1 MAIN ST","-97.7,30.2","1","L"'],
    ["an id answered twice", '"1","x","No_Match"\n"1","x","Tie"'],
    ["an unclosed quote", '"1","x","No_Match'],
  ])("refuses %s", (_, answer) => {
    expect(() => parseCensusBatchAnswer(answer)).toThrow(CensusAnswerError);
  });
});
