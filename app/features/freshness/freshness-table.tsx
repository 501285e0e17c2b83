import { stateByCode } from "@domain/states.ts";
import { sharePercent } from "@domain/freshness-figures.ts";
import { formatUsNumber } from "@domain/i18n/us-format.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";
import { useT } from "~/i18n/index.tsx";

export interface FreshnessTableRow {
  state: string | null;
  activeListings: number;
  intakeConfirmed: number;
  insurersConfirmed: number;
}

/** "45.2% (1,203)": the share and the count it is made of. */
function Share({ part, whole }: { part: number; whole: number }) {
  const t = useT();
  const percent = sharePercent(part, whole);
  return <>{t("freshness.share", { percent: formatUsNumber(percent ?? 0, 1), count: formatUsNumber(part) })}</>;
}

/**
 * One freshness table (real or demo listings): the nationwide row first, then each state with
 * active listings. A plain table with a caption and scoped headers, readable without scripts.
 */
export function FreshnessTable({
  caption,
  rows,
  intakeDays,
  insurersDays,
}: {
  caption: string;
  rows: readonly FreshnessTableRow[];
  intakeDays: number;
  insurersDays: number;
}) {
  const t = useT();
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <TableScroll label={caption} className="rounded-xl border border-border bg-surface">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-fg-muted">
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("freshness.col.area")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("freshness.col.active")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("freshness.col.intake", { days: intakeDays })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("freshness.col.insurers", { days: insurersDays })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.state ?? ""}
              className={
                row.state === null ? "border-b-2 border-border font-semibold" : "border-b border-border last:border-b-0"
              }
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.state === null ? t("freshness.nationwide") : (stateByCode(row.state)?.name ?? row.state)}
              </th>
              <td className={cell}>{formatUsNumber(row.activeListings)}</td>
              <td className={cell}>
                <Share part={row.intakeConfirmed} whole={row.activeListings} />
              </td>
              <td className={cell}>
                <Share part={row.insurersConfirmed} whole={row.activeListings} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
