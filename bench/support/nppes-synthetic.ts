/**
 * The synthetic NPPES file's numbering, shared by its generator and the read benchmark: row i
 * (from 0) has NPI syntheticNpi(i), and every DEACTIVATED_EVERY-th row is a deactivated NPI's
 * blank row. The benchmark derives "known" NPIs from it without reading the file twice.
 */
export const DEACTIVATED_EVERY = 29;

/** A valid NPI (Luhn check digit over the 80840 prefix) for row i; distinct for i < 10^8. */
export function syntheticNpi(i: number): string {
  const first9 = String(100_000_000 + i * 9)
    .padStart(9, "0")
    .slice(-9);
  const digits = `80840${first9}`;
  let sum = 0;
  for (let k = digits.length - 1, double = true; k >= 0; k--, double = !double) {
    let d = digits.charCodeAt(k) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

export function isDeactivatedRow(i: number): boolean {
  return i % DEACTIVATED_EVERY === DEACTIVATED_EVERY - 1;
}
