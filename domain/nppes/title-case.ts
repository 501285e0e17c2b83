/**
 * Names and addresses from the NPI registry arrive in capitals ("ABC BEHAVIOR THERAPY LLC").
 * Title-cased with care: legal forms, credentials and acronyms stay upper case (LLC, ABA, BCBA,
 * II), "MCDONALD" reads "McDonald", "O'BRIEN" "O'Brien", small words stay lower case inside a name.
 */
const UPPER = new Set([
  "ABA",
  "ABC",
  "ADHD",
  "ASD",
  "BCBA",
  "BCBA-D",
  "BCABA",
  "RBT",
  "LBA",
  "LABA",
  "CEO",
  "DBA",
  "LLC",
  "PLLC",
  "LLP",
  "PLC",
  "PC",
  "PA",
  "PSC",
  "LP",
  "LTD",
  "NP",
  "MD",
  "DO",
  "PHD",
  "PSYD",
  "EDD",
  "MA",
  "MS",
  "MED",
  "MSW",
  "LCSW",
  "LPC",
  "LMFT",
  "OT",
  "OTR",
  "PT",
  "SLP",
  "CCC-SLP",
  "USA",
  "US",
  "II",
  "III",
  "IV",
  "VI",
  "VII",
  "VIII",
  "IX",
  "NW",
  "NE",
  "SW",
  "SE",
  "PO",
  "STE",
  "APT",
  // State and territory codes, as in "ABA OF NC LLC".
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DC",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "PR",
  "GU",
  "VI",
  "AS",
  "MP",
]);
/** Words that read better not in capitals even where an acronym list would keep them. */
const MIXED: Record<string, string> = { BCABA: "BCaBA", STE: "Ste", APT: "Apt", PO: "PO", INC: "Inc", CO: "Co" };
const SMALL = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "de",
  "del",
  "for",
  "in",
  "la",
  "of",
  "on",
  "or",
  "the",
  "to",
  "y",
]);

function capitalise(part: string): string {
  if (part.length === 0) return part;
  const lower = part.toLowerCase();
  // Mc and Mac names: McDonald, MacArthur (Mac only before a consonant cluster typical of surnames).
  const mc = lower.length > 3 && lower.startsWith("mc") ? /^(mc)(\p{L})(.*)$/u.exec(lower) : null;
  if (mc) return `Mc${mc[2]!.toUpperCase()}${mc[3]}`;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const APOSTROPHE_OR_HYPHEN = /['’-]/;

/** One word (no spaces): apostrophe and hyphen parts are each capitalised (O'Brien, Smith-Jones). */
function word(raw: string, first: boolean, keepUpper: ReadonlySet<string>): string {
  const bare = (raw.includes(".") || raw.includes(",") ? raw.replace(/[.,]/g, "") : raw).toUpperCase();
  if (bare in MIXED && !(first && bare === "CO")) return raw.toUpperCase().replace(bare, MIXED[bare]!);
  if (keepUpper.has(bare)) return raw.toUpperCase();
  // Numbers with letters (4TH, 2ND, 123A) read as ordinals or unit numbers.
  if (/^\d/.test(raw))
    return raw.toLowerCase().replace(/^(\d+)([a-z])$/, (_, n: string, l: string) => `${n}${l.toUpperCase()}`);
  const lower = raw.toLowerCase();
  if (!first && SMALL.has(lower)) return lower;
  if (!APOSTROPHE_OR_HYPHEN.test(raw)) return capitalise(raw);
  return raw
    .split(/(['’-])/)
    .map((part, i, parts) => {
      // "O'BRIEN" → O'Brien, but a trailing possessive "KID'S" → Kid's.
      if (i > 0 && parts[i - 1] && /['’]/.test(parts[i - 1]!) && part.length <= 1) return part.toLowerCase();
      return /['’-]/.test(part) ? part : capitalise(part);
    })
    .join("");
}

function titleCase(text: string, keepUpper: ReadonlySet<string>): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (!trimmed) return "";
  // Already mixed case (some letter changes either way): the registry kept the provider's own spelling.
  if (trimmed !== trimmed.toUpperCase() && trimmed !== trimmed.toLowerCase()) return trimmed;
  return trimmed
    .split(" ")
    .map((w, i) => word(w, i === 0, keepUpper))
    .join(" ");
}

/** A provider's or person's name. */
export function titleCaseName(text: string): string {
  return titleCase(text, UPPER);
}

/** Street words keep only direction and unit codes upper case (a street called "MAIN" is not an acronym). */
const STREET_UPPER = new Set(["NW", "NE", "SW", "SE", "N", "S", "E", "W", "PO", "II", "III", "IV"]);

export function titleCaseStreet(text: string): string {
  return titleCase(text, STREET_UPPER).replace(/\bP\.?\s?O\.?\s+Box\b/i, "PO Box");
}

const NO_ACRONYMS: ReadonlySet<string> = new Set();
/** A city's spelling, once per city an import meets (a few thousand for tens of thousands of listings). */
const cities = new Map<string, string>();

/** City names: no acronyms at all. */
export function titleCaseCity(text: string): string {
  let titled = cities.get(text);
  if (titled === undefined) {
    titled = titleCase(text, NO_ACRONYMS);
    if (cities.size >= 50_000) cities.clear();
    cities.set(text, titled);
  }
  return titled;
}
