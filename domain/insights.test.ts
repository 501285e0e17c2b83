import { describe, expect, it } from "vitest";
import {
  decodeClick,
  decodeIds,
  decodeSearch,
  encodeClick,
  encodeIds,
  encodeSearch,
  isAutomated,
  isPrefetch,
  mayBePersonal,
} from "./insights.ts";

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
];

const AUTOMATED = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "curl/8.5.0",
  "Wget/1.21.4",
  "python-requests/2.32.3",
  "node",
  "undici",
  "Go-http-client/1.1",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "UptimeRobot/2.0",
];

describe("isAutomated", () => {
  it.each(BROWSERS)("counts a browser: %s", (ua) => expect(isAutomated(ua)).toBe(false));
  it.each(AUTOMATED)("does not count an automated client: %s", (ua) => expect(isAutomated(ua)).toBe(true));
  it("treats a missing or blank User-Agent as a script", () => {
    expect(isAutomated(null)).toBe(true);
    expect(isAutomated(undefined)).toBe(true);
    expect(isAutomated("   ")).toBe(true);
  });
});

describe("isPrefetch", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
  it("recognises Chromium's and Firefox's prefetch and prerender", () => {
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-purpose": "preview" }))).toBe(true);
  });
  it("lets an ordinary navigation through", () => {
    expect(isPrefetch(headers({}))).toBe(false);
    expect(isPrefetch(headers({ "sec-fetch-mode": "navigate" }))).toBe(false);
  });
});

describe("header values", () => {
  it("round-trips listing ids, dropping junk, duplicates and out-of-range ids", () => {
    expect(decodeIds(encodeIds([3, 1, 2]))).toEqual([3, 1, 2]);
    expect(decodeIds("5, 5,x,-1,0,99999999999,7")).toEqual([5, 7]);
    expect(decodeIds(null)).toEqual([]);
    expect(encodeIds(Array.from({ length: 150 }, (_, i) => i + 1)).split(",")).toHaveLength(100);
  });

  it("round-trips a click and refuses an unknown kind", () => {
    expect(decodeClick(encodeClick(42, "website"))).toEqual({ listingId: 42, kind: "website" });
    expect(decodeClick("42:fax")).toBeNull();
    expect(decodeClick("42:phone:extra")).toBeNull();
    expect(decodeClick("abc:phone")).toBeNull();
  });

  it("round-trips a search entry with any place text", () => {
    const entry = { kind: "city" as const, place: "Coeur d'Alene, ID: 100% ñ", found: false };
    expect(decodeSearch(encodeSearch(entry))).toEqual(entry);
    expect(/^[\x21-\x7e]+$/.test(encodeSearch(entry))).toBe(true);
    expect(decodeSearch("planet:1:Mars")).toBeNull();
    expect(decodeSearch("city:1:%E0%A4%A")).toBeNull();
  });
});

describe("mayBePersonal", () => {
  it("flags email addresses and phone numbers, not practice names", () => {
    expect(mayBePersonal("jane@example.com")).toBe(true);
    expect(mayBePersonal("(512) 555-0147")).toBe(true);
    expect(mayBePersonal("5125550147")).toBe(true);
    expect(mayBePersonal("aspen leaps aba")).toBe(false);
    expect(mayBePersonal("abc 123 therapy")).toBe(false);
  });
});

describe("encodeSearch with characters outside the basic plane", () => {
  it("keeps whole emoji and never throws at the cut", () => {
    const place = `${"a".repeat(59)}😀😀`;
    const encoded = encodeSearch({ kind: "name", place, found: false });
    expect(decodeSearch(encoded)?.place).toBe(`${"a".repeat(59)}😀`);
  });
});
