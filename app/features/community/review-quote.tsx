import { useT } from "~/i18n/index.tsx";
import { textLanguage } from "@domain/i18n/content-language.ts";

/** The review a response or a report is about, quoted above the form. */
export function ReviewQuote({
  review,
}: {
  review: { rating: number; comment: string | null; language: string | null; name: string | null };
}) {
  const t = useT();
  return (
    <figure className="mb-5 rounded-xl border border-border bg-surface-2 p-4">
      <figcaption className="text-sm font-semibold">
        {t("community.theReview")}: {t("community.ratingOf", { rating: review.rating })} ·{" "}
        {review.name ?? t("detail.anonymous")}
      </figcaption>
      {review.comment ? (
        <blockquote lang={textLanguage(review.language)} className="mt-2 whitespace-pre-line">
          {review.comment}
        </blockquote>
      ) : null}
    </figure>
  );
}
