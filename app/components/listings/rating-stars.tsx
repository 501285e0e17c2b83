import { Star } from "lucide-react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** Five stars filled to the real average (one decimal), the average and the review count. */
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
  const rounded = Math.round(average);
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn("size-4", n <= rounded ? "fill-warning text-warning" : "text-border-strong")}
          />
        ))}
      </span>
      <span className="sr-only">{t("listing.ratingSr", { rating: average.toFixed(1) })}</span>
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {average.toFixed(1)}
      </span>
      <span className="text-fg-muted">
        {count === 1 ? t("listing.reviewCountOne") : t("listing.reviewCount", { count })}
      </span>
    </p>
  );
}
