import { findState } from "./states.ts";
import { firstCharacters } from "./text-safety.ts";

/** Spec section 5: search text is at most 50 characters; extra input is ignored. */
export const SEARCH_TEXT_MAX_LENGTH = 50;

/** Trims, folds runs of whitespace and cuts to 50 characters. */
export function normalizeSearchText(raw: string | null | undefined): string {
  return firstCharacters((raw ?? "").replace(/\s+/g, " ").trim(), SEARCH_TEXT_MAX_LENGTH).trim();
}

/** A 5-digit zip (a ZIP+4 counts by its first five digits), or null. */
export function zipFromQuery(text: string): string | null {
  const m = /^(\d{5})(?:-\d{4})?$/.exec(text.trim());
  return m ? m[1]! : null;
}

export interface CityCandidate {
  /** Lowercased spellings to look up ('st. louis' also tries 'saint louis' and 'st louis'). */
  spellings: string[];
  /** Two-letter state code when the text named one ('Austin, TX', 'austin texas'). */
  state: string | null;
}

const ABBREVIATIONS: Array<[RegExp, string[]]> = [
  [/^(?:st\.?|saint)\s+/, ["saint ", "st ", "st. "]],
  [/^(?:ft\.?|fort)\s+/, ["fort ", "ft ", "ft. "]],
  [/^(?:mt\.?|mount)\s+/, ["mount ", "mt ", "mt. "]],
];

function spellings(city: string): string[] {
  const base = city.toLowerCase().replace(/\s+/g, " ").trim();
  const out = new Set([base]);
  for (const [pattern, forms] of ABBREVIATIONS) {
    if (pattern.test(base)) for (const f of forms) out.add(base.replace(pattern, f));
  }
  return [...out];
}

/**
 * Ways to read the text as a city, most specific first: 'Austin, TX', 'austin tx' and
 * 'Salt Lake City Utah' name a state; the whole text is always tried as a city on its own.
 * Text with digits or other symbols is never a city.
 */
export function cityCandidates(text: string): CityCandidate[] {
  const value = text.trim();
  if (!value || !/^[\p{L}][\p{L}\s.'’,-]*$/u.test(value)) return [];
  const out: CityCandidate[] = [];
  const comma = value.indexOf(",");
  if (comma >= 0) {
    const city = value.slice(0, comma).trim();
    const state = findState(
      value
        .slice(comma + 1)
        .replace(/[.,]/g, " ")
        .trim(),
    );
    if (city && state) out.push({ spellings: spellings(city), state: state.code });
    return out;
  }
  const words = value.split(" ");
  // A two-word state name ('New York') first, then a code or one-word name ('TX', 'Texas').
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const state = findState(words.slice(-n).join(" ").replace(/\./g, ""));
    if (state) {
      out.push({ spellings: spellings(words.slice(0, -n).join(" ")), state: state.code });
      break;
    }
  }
  out.push({ spellings: spellings(value), state: null });
  return out;
}
