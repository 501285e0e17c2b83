import { useId } from "react";
import { intlLocale } from "@domain/i18n/locale.ts";
import { useI18n } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** One point of a series: a day or a week ("Nov 3"), and its count. */
export interface ChartPoint {
  label: string;
  value: number;
}

export interface SeriesChartProps {
  /** What the chart shows ("Page views, last 90 days"): its caption and accessible name. */
  title: string;
  points: readonly ChartPoint[];
  kind?: "bar" | "line";
  /** Table column headers: the period ("Day") and the value ("Page views"). */
  periodHeader: string;
  valueHeader: string;
  /** Drawing height in CSS pixels; the width follows the container. */
  height?: number;
  className?: string;
}

/** The drawing's own coordinates; the SVG stretches to the container, so only shapes live in it. */
const WIDTH = 600;
const HEIGHT = 100;

/**
 * A small bar or line chart over days or weeks, drawn on the server as SVG: readable without
 * JavaScript, in both themes (colours are the design tokens), and with its numbers for everyone
 * else: the summary (total and highest point) names the image, and a disclosure holds the whole
 * series as a table. Texts are the caller's (translated) plus the `chart` namespace.
 */
export function SeriesChart({
  title,
  points,
  kind = "bar",
  periodHeader,
  valueHeader,
  height = 96,
  className,
}: SeriesChartProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const number = new Intl.NumberFormat(intlLocale(locale));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.reduce<ChartPoint | null>((best, p) => (!best || p.value > best.value ? p : best), null);
  const max = Math.max(1, peak?.value ?? 0);
  const summary =
    peak && peak.value > 0
      ? t("chart.summary", { total: number.format(total), max: number.format(peak.value), label: peak.label })
      : t("chart.summaryEmpty");
  const step = points.length ? WIDTH / points.length : WIDTH;
  const y = (v: number) => HEIGHT - (v / max) * HEIGHT;
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className={cn("flex flex-col gap-2", className)}>
      <figcaption id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </figcaption>
      <div className="flex items-stretch gap-2">
        <div aria-hidden="true" className="flex flex-col justify-between text-right text-xs text-fg-muted tabular-nums">
          <span>{number.format(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="w-full overflow-visible"
          style={{ height }}
        >
          <line
            x1="0"
            x2={WIDTH}
            y1="0.5"
            y2="0.5"
            className="stroke-border"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-border-strong"
            vectorEffect="non-scaling-stroke"
          />
          {kind === "bar" ? (
            points.map((p, i) =>
              p.value > 0 ? (
                <rect
                  key={i}
                  x={i * step + step * 0.15}
                  width={step * 0.7}
                  y={y(p.value)}
                  height={HEIGHT - y(p.value)}
                  className="fill-primary"
                />
              ) : null,
            )
          ) : (
            <polyline
              fill="none"
              className="stroke-primary"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              points={points.map((p, i) => `${i * step + step / 2},${y(p.value)}`).join(" ")}
            />
          )}
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between pl-6 text-xs text-fg-muted">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </div>
      ) : null}
      <p id={`${id}-summary`} className="text-sm text-fg-muted">
        {summary}
      </p>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-link underline">
          {t("chart.showTable")}
          <span className="sr-only">: {title}</span>
        </summary>
        {/* Focusable, so a keyboard can scroll a long series. */}
        <div
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
          className="max-h-72 overflow-y-auto rounded-md border border-border"
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-semibold">
                  {periodHeader}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={i} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 font-normal">
                    {p.label}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{number.format(p.value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-border-strong">
                <th scope="row" className="px-3 py-1.5 font-semibold">
                  {t("chart.total")}
                </th>
                <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{number.format(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}
