/**
 * A listing's openingHours text as HSDS schedule fields, when it can be read without guessing.
 * Owners write free text ('8:00 AM-6:00 PM', 'Mon-Fri 8:00 AM-6:00 PM'); only an opening and a
 * closing time, optionally after a day or a day range, is understood. Anything else (several
 * ranges, "by appointment", "24/7") gives null and no schedule is published: the site still
 * shows the text, but a made-up structure would be worse than none.
 */

const DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
type Day = (typeof DAYS)[number];

const DAY_NAMES: Record<string, Day> = {
  mon: "MO",
  monday: "MO",
  tue: "TU",
  tues: "TU",
  tuesday: "TU",
  wed: "WE",
  wednesday: "WE",
  thu: "TH",
  thur: "TH",
  thurs: "TH",
  thursday: "TH",
  fri: "FR",
  friday: "FR",
  sat: "SA",
  saturday: "SA",
  sun: "SU",
  sunday: "SU",
};

export interface ParsedHours {
  /** 24-hour HH:MM. */
  opensAt: string;
  closesAt: string;
  /** RFC 5545 BYDAY list (MO,TU,…) when the text names days; absent when it names none. */
  byday?: string;
}

const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?`;
const DASH = String.raw`\s*(?:-|–|—|to)\s*`;
const HOURS = new RegExp(`^${TIME}${DASH}${TIME}$`, "i");
const DAY_RANGE = new RegExp(String.raw`^([a-z]+)\.?(?:${DASH}([a-z]+)\.?)?[,:]?\s+(.*)$`, "i");

function time(hour: string, minute: string | undefined, meridiem: string): string | null {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (h < 1 || h > 12 || m > 59) return null;
  const h24 = (h % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0);
  return `${String(h24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

function dayList(from: string, to: string | undefined): string | null {
  const first = DAY_NAMES[from.toLowerCase()];
  if (!first) return null;
  if (to === undefined) return first;
  const last = DAY_NAMES[to.toLowerCase()];
  if (!last) return null;
  const start = DAYS.indexOf(first);
  const end = DAYS.indexOf(last);
  // Only forward ranges inside one week (Mon-Fri); a wrap-around (Fri-Mon) is left unread.
  if (end <= start) return null;
  return DAYS.slice(start, end + 1).join(",");
}

export function parseOpeningHours(text: string | null | undefined): ParsedHours | null {
  const value = text?.trim().replace(/\s+/g, " ");
  if (!value) return null;
  let byday: string | undefined;
  let hours = value;
  const days = DAY_RANGE.exec(value);
  if (days && !/^\d/.test(value)) {
    const list = dayList(days[1]!, days[2]);
    if (!list) return null;
    byday = list;
    hours = days[3]!;
  }
  const m = HOURS.exec(hours);
  if (!m) return null;
  const opensAt = time(m[1]!, m[2], m[3]!);
  const closesAt = time(m[4]!, m[5], m[6]!);
  // A closing time at or before the opening one (overnight, or a typo) is not guessed at.
  if (!opensAt || !closesAt || closesAt <= opensAt) return null;
  return byday ? { opensAt, closesAt, byday } : { opensAt, closesAt };
}
