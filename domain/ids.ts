/**
 * A row id from a form, an address or a cookie: a whole number from 1 to 2^31-1 (PostgreSQL's
 * integer), else null. Anything past that range is no row, and would make the query fail.
 */
export function idFrom(value: unknown): number | null {
  const s = typeof value === "number" ? String(value) : value;
  if (typeof s !== "string" || !/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
