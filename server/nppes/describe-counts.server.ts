import type { NppesImportCounts } from "@db/schema/index.ts";

const n = (value: number) => value.toLocaleString("en-US");

/** A registry import's counts in plain English, for the terminal. */
export function describeNppesCounts(counts: NppesImportCounts): string {
  const skipped = Object.entries(counts.skipped)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `    ${reason.replaceAll("_", " ")}: ${n(count)}`);
  return [
    `  ${n(counts.read)} rows read, ${n(counts.matched)} ABA providers matched`,
    `  listings: ${n(counts.added)} added, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged, ` +
      `${n(counts.deactivated)} deactivated, ${n(counts.reactivated)} reactivated`,
    ...(skipped.length ? ["  not listed, by reason:", ...skipped] : []),
  ].join("\n");
}
