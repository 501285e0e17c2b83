import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "./opening-hours.ts";

describe("parseOpeningHours", () => {
  it("reads the demo data's 'open-close' form without inventing days", () => {
    expect(parseOpeningHours("8:00 AM-6:00 PM")).toEqual({ opensAt: "08:00", closesAt: "18:00" });
    expect(parseOpeningHours("7:30 AM-5:30 PM")).toEqual({ opensAt: "07:30", closesAt: "17:30" });
    expect(parseOpeningHours(" 9 am – 12 pm ")).toEqual({ opensAt: "09:00", closesAt: "12:00" });
    expect(parseOpeningHours("12:00 AM-11:59 PM")).toEqual({ opensAt: "00:00", closesAt: "23:59" });
  });

  it("reads a day or a forward day range before the hours", () => {
    expect(parseOpeningHours("Mon-Fri 8:00 AM-6:00 PM")).toEqual({
      opensAt: "08:00",
      closesAt: "18:00",
      byday: "MO,TU,WE,TH,FR",
    });
    expect(parseOpeningHours("Saturday: 9:00 AM to 1:00 PM")).toEqual({
      opensAt: "09:00",
      closesAt: "13:00",
      byday: "SA",
    });
  });

  it("gives null for anything it cannot read exactly", () => {
    for (const text of [
      null,
      "",
      "Hours vary",
      "By appointment",
      "24/7",
      "8:00-6:00",
      "8:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM",
      "Fri-Mon 8:00 AM-6:00 PM",
      "Funday 8:00 AM-6:00 PM",
      "6:00 PM-8:00 AM",
      "13:00 PM-2:00 PM",
      "8:75 AM-6:00 PM",
    ])
      expect(parseOpeningHours(text), String(text)).toBeNull();
  });
});
