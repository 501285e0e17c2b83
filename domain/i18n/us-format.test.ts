import { describe, expect, it } from "vitest";
import {
  formatUsDollars,
  formatUsLongDate,
  formatUsMediumDate,
  formatUsMonthYear,
  formatUsNumber,
  usPluralCategory,
} from "./us-format.ts";
import { intlLocale, type Locale } from "./locale.ts";

const locales: Locale[] = ["en", "es"];

/** Deterministic pseudo-random values of every size and precision. */
function sampleNumbers(): number[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const values = [0, -0, 1, -1, 7.5, 0.5, 0.0005, 0.9995, 999.9995, 1.005, 2.675, 1e20, 123456789.987654, 19_000];
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
    values.push(value, Math.round(value), Number(value.toFixed(Math.floor(next() * 5))));
  }
  return values;
}

describe("US number and date formats without Intl", () => {
  it("writes numbers exactly as Intl does in both languages", () => {
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(intlLocale(locale));
      const oneDigit = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const value of sampleNumbers()) {
        expect(formatUsNumber(value), `${locale} ${value}`).toBe(intl.format(value));
        expect(formatUsNumber(value, 1, 1), `${locale} ${value} (one digit)`).toBe(oneDigit.format(value));
      }
    }
  });

  it("writes dollars as Intl's USD currency format does", () => {
    for (const locale of locales) {
      const whole = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", maximumFractionDigits: 0 });
      const cents = new Intl.NumberFormat(intlLocale(locale), {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of [0, 5, 14.99, 299, 1500, 1234.5, -5, 12_000.456, 0.015]) {
        const expected = (Number.isInteger(value) ? whole : cents).format(value);
        expect(formatUsDollars(value), `${locale} ${value}`).toBe(expected);
      }
      expect(formatUsDollars(1234.6, 0)).toBe(whole.format(1234.6));
    }
  });

  it("writes dates as Intl does, in UTC", () => {
    for (const locale of locales) {
      const long = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
      const medium = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
      const monthYear = new Intl.DateTimeFormat(intlLocale(locale), { month: "short", year: "numeric", timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(2026, month, day, 23, 30));
          expect(formatUsLongDate(locale, date)).toBe(long.format(date));
          expect(formatUsMediumDate(locale, date)).toBe(medium.format(date));
          expect(formatUsMonthYear(locale, date)).toBe(monthYear.format(date));
        }
      }
    }
  });

  it("picks the plural category Intl.PluralRules picks", () => {
    for (const locale of locales) {
      const rules = new Intl.PluralRules(intlLocale(locale));
      for (const n of [0, 1, -1, 2, 1.5, 11, 21, 100, 1_000, 1_000_000, 2_000_000, 1_000_001, 5e6, 1e9, 0.5]) {
        expect(usPluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
  });
});
