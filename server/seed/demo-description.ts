/**
 * Two to four plain sentences about a demo provider, built from its own attributes. No figures
 * and no promises of outcomes: demo text must not read like a medical claim.
 */
import type { Random } from "./random.ts";
import * as words from "./demo-words.ts";

interface Described {
  name: string;
  city: string;
  state: string;
  services: readonly string[];
  careSettings: readonly string[];
  languages: readonly string[];
  minAgeYears: number;
  maxAgeYears: number | null;
}

/** "a", "a and b", "a, b and c". */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function whoIsServed(minAge: number, maxAge: number | null): string {
  if (minAge >= 16) return `adults and young adults from age ${minAge}`;
  if (maxAge === null)
    return minAge === 0 ? "children, teens and adults" : `children from age ${minAge}, teens and adults`;
  const who = maxAge <= 12 ? "children" : maxAge <= 18 ? "children and teens" : "children, teens and young adults";
  return minAge === 0 ? `${who} from birth to age ${maxAge}` : `${who} ages ${minAge} to ${maxAge}`;
}

export function describeListing(random: Random, listing: Described): string {
  const offered = random.sample(listing.services, 3).map((s) => words.SERVICE_PHRASES[s] ?? s.toLowerCase());
  const opening = `${listing.name} offers ${joinList(offered)} for ${whoIsServed(listing.minAgeYears, listing.maxAgeYears)} in ${listing.city}, ${listing.state}.`;

  const optional: string[] = [];
  const places = listing.careSettings.map((s) => words.CARE_SETTING_PHRASES[s]).filter((p): p is string => Boolean(p));
  if (places.length > 0) optional.push(`Sessions take place ${joinList(places)}.`);
  optional.push(random.pick(words.APPROACH_SENTENCES));
  if (listing.languages.length > 1) {
    const names = listing.languages.map((code) => words.LANGUAGE_NAMES[code] ?? code);
    optional.push(`Our staff speak ${joinList(names)}.`);
  }
  optional.push(random.pick(words.INTAKE_SENTENCES));

  const extra = random.int(1, Math.min(3, optional.length));
  // Keep the chosen sentences in their natural order (settings, approach, languages, intake).
  const keep = new Set(random.sample(optional, extra));
  return [opening, ...optional.filter((sentence) => keep.has(sentence))].join(" ");
}
