import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** Widths of n stars (1rem each), as whole class names so Tailwind sees them. */
const STAR_WIDTHS = ["w-0", "w-4", "w-8", "w-12", "w-16", "w-20"] as const;

/**
 * Five stars filled to the real average (one decimal), the average and the review count.
 * The stars are two CSS-masked strips (app.css .rating-stars-on/-off: the lucide star, filled
 * or outlined), not five SVG components: a state page shows a dozen of these.
 */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number;
  count: number;
  className?: string;
}) {
  const t = useT();
  if (count === 0) {
    return <p className={cn("text-sm text-fg-muted", className)}>{t("listing.noReviews")}</p>;
  }
  const filled = Math.min(5, Math.max(0, Math.round(average)));
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      <span aria-hidden="true" className="flex">
        {filled > 0 ? <span className={`rating-stars-on ${STAR_WIDTHS[filled]}`} /> : null}
        {filled < 5 ? <span className={`rating-stars-off ${STAR_WIDTHS[5 - filled]}`} /> : null}
      </span>
      <span className="sr-only">{t("listing.ratingSr", { rating: average.toFixed(1) })}</span>
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {average.toFixed(1)}
      </span>
      <span className="text-fg-muted">
        {t.plural("listing.reviewCount", count)}
      </span>
    </p>
  );
}
