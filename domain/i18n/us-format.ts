/**
 * Numbers, dollars, dates and plural categories as en-US and es-US write them, without Intl.
 *
 * Why not Intl: the first Intl formatter a page builds loads the language's ICU data, 30–55 ms of
 * main thread on a slow phone during hydration (issue 14, profiled on /pricing and /blog), and the
 * server's ICU (Node) and the browser's (Chromium) may differ in a detail ("sept" / "sep."),
 * which breaks hydration. Both US locales group with "," and use "." for decimals (the site's
 * Spanish follows US number format, issue 14). us-format.test.ts compares every function with
 * Intl over many values.
 */
import type { Locale } from "./locale.ts";

/** The shortest decimal text of a finite |value| as [integer digits, fraction digits], or null. */
function decimalParts(abs: number): [string, string] | null {
  const text = String(abs);
  if (text.includes("e")) return null;
  const [int = "0", frac = ""] = text.split(".");
  return [int, frac];
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  let i = out.length - 1;
  while (i >= 0) {
    if (out[i] === "9") {
      out[i] = "0";
      i--;
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
  }
  return `1${out.join("")}`;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "2,500", "7.5", "3.142": the value rounded half away from zero (Intl's default) to at most
 * `maxFraction` digits, padded to `minFraction`, thousands grouped with commas.
 */
export function formatUsNumber(value: number, maxFraction = 3, minFraction = 0): string {
  // Most numbers in texts are small counts: nothing to round, group or pad.
  if (minFraction === 0 && Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0))
    return String(value);
  if (!Number.isFinite(value)) return String(value);
  const parts = decimalParts(Math.abs(value));
  if (!parts) {
    // 1e21 and above, or below 1e-6: never a count or a price on this site.
    return new Intl.NumberFormat("en-US", {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  let [int, frac] = parts;
  if (frac.length > maxFraction) {
    const roundUp = Number(frac[maxFraction]) >= 5;
    frac = frac.slice(0, maxFraction);
    if (roundUp) {
      const bumped = incrementDigits(int + frac);
      int = bumped.slice(0, bumped.length - maxFraction) || "0";
      frac = bumped.slice(bumped.length - maxFraction);
    }
  }
  frac = frac.replace(/0+$/, "");
  if (frac.length < minFraction) frac = frac.padEnd(minFraction, "0");
  const body = groupThousands(int) + (frac ? `.${frac}` : "");
  return value < 0 || Object.is(value, -0) ? `-${body}` : body;
}

/** "$299" for whole dollars, "$14.99" otherwise (both languages write US dollars this way). */
export function formatUsDollars(value: number, fractionDigits?: 0 | 2): string {
  const digits = fractionDigits ?? (Number.isInteger(value) ? 0 : 2);
  const text = formatUsNumber(Math.abs(value), digits, digits);
  return value < 0 ? `-$${text}` : `$${text}`;
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
};

/** "November 22, 2026" / "22 de noviembre de 2026", in UTC. */
export function formatUsLongDate(locale: Locale, date: Date): string {
  const day = date.getUTCDate();
  const month = MONTHS[locale][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return locale === "es" ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/** "Sep 5, 2026" / "5 sept 2026", in UTC. */
export function formatUsMediumDate(locale: Locale, date: Date): string {
  const day = date.getUTCDate();
  const month = SHORT_MONTHS[locale][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return locale === "es" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** "Sep 2014" / "sept 2014", in UTC. */
export function formatUsMonthYear(locale: Locale, date: Date): string {
  return `${SHORT_MONTHS[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export type PluralCategory = "one" | "many" | "other";

/**
 * CLDR's cardinal rules for a number as given (no visible fraction digits beyond its own):
 * English "one" for 1; Spanish "one" for 1 and "many" for whole non-zero millions.
 */
export function usPluralCategory(locale: Locale, count: number): PluralCategory {
  const n = Math.abs(count);
  if (n === 1) return "one";
  if (locale === "es" && Number.isInteger(n) && n !== 0 && n % 1_000_000 === 0) return "many";
  return "other";
}
