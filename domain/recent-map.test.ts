import { describe, expect, it } from "vitest";
import { RecentMap } from "./recent-map.ts";

describe("RecentMap", () => {
  it("keeps the most recently used entries: a read counts as a use, a new key past the limit drops the least recent", () => {
    const map = new RecentMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1); // b is now the least recent
    map.set("c", 3);
    expect([map.get("a"), map.get("b"), map.get("c"), map.size]).toEqual([1, undefined, 3, 2]);
    map.set("a", 10); // a key set again is a use, and keeps one entry
    map.set("d", 4);
    expect([map.get("a"), map.get("c"), map.get("d"), map.size]).toEqual([10, undefined, 4, 2]);
  });

  it("keeps everything without a finite limit", () => {
    const map = new RecentMap<number, number>(Infinity);
    for (let i = 0; i < 1000; i++) map.set(i, i);
    expect([map.size, map.get(0)]).toEqual([1000, 0]);
  });
});
