import { formatLongDate } from "@domain/i18n/format.ts";
import { MessageSquareReply } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import { ratingDistribution } from "@domain/community/reviews.ts";
import type { PublishedReview } from "@server/reviews/listing-reviews.server.ts";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { RatingSummary } from "~/components/listings/rating-stars.tsx";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { ReviewForm, type ReviewFormData } from "./review-form.tsx";
import { textLanguage } from "@domain/i18n/content-language.ts";

export interface ReviewsSectionData {
  listingId: number;
  listingName: string;
  average: number;
  count: number;
  counts: Record<number, number>;
  reviews: PublishedReview[];
  page: number;
  pageCount: number;
  /** A translated notice after a submission ("your review is published"). */
  notice: string | null;
  /** The review form, or null for the listing's owner (who may not review it). */
  form: ReviewFormData | null;
  /** The verified owner sees "Respond" under each review. */
  canRespond: boolean;
}

function useDate() {
  const { locale } = useI18n();
  return (iso: string) => formatLongDate(locale, new Date(iso));
}

function Distribution({ counts }: { counts: Record<number, number> }) {
  const { t } = useI18n();
  return (
    <ul role="list" aria-label={t("community.distributionLabel")} className="flex flex-col gap-1.5">
      {ratingDistribution(counts).map((row) => (
        <li key={row.stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 text-sm">
          <span aria-hidden="true">
            {row.stars === 1 ? t("community.starsRowOne") : t("community.starsRow", { stars: row.stars })}
          </span>
          <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-2">
            <span className="block h-full rounded-full bg-warning" style={{ width: `${row.percent}%` }} />
          </span>
          <span aria-hidden="true" className="text-end text-fg-muted tabular-nums">
            {row.count}
          </span>
          <span className="sr-only">
            {t.plural("community.starsRow", row.stars, { stars: row.stars, count: row.count, percent: row.percent })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review, data }: { review: PublishedReview; data: ReviewsSectionData }) {
  const { t } = useI18n();
  const date = useDate();
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-review={review.id}>
      <article aria-label={review.name ?? t("detail.anonymous")}>
        <p className="font-semibold">
          {t("community.ratingOf", { rating: review.rating })}
          <span className="ms-2 text-sm font-normal text-fg-muted">
            {review.name ?? t("detail.anonymous")} · {t("community.reviewedOn", { date: date(review.createdAt) })}
            {review.editedAt ? ` (${t("community.editedOn", { date: date(review.editedAt) })})` : null}
          </span>
        </p>
        {review.comment ? (
          <p lang={textLanguage(review.language)} className="mt-2 whitespace-pre-line">
            {review.comment}
          </p>
        ) : null}
        {review.response ? (
          <div className="mt-3 border-s-4 border-primary ps-3" data-owner-response>
            <p className="flex items-center gap-1.5 text-sm font-semibold">
              <MessageSquareReply aria-hidden="true" className="size-4" />
              {t("community.ownerResponse", { practice: data.listingName })}
              <span className="font-normal text-fg-muted">
                · {date(review.response.editedAt ?? review.response.createdAt)}
              </span>
            </p>
            <p lang={textLanguage(review.response.language)} className="mt-1 text-sm whitespace-pre-line">
              {review.response.text}
            </p>
          </div>
        ) : null}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {data.canRespond ? (
            <Link to={`/reviews/${review.id}/respond`} className="link inline-flex min-h-6 items-center">
              {review.response ? t("community.editResponse") : t("community.respond")}
            </Link>
          ) : null}
          <Link
            to={`/reviews/${review.id}/report`}
            className="link inline-flex min-h-6 items-center text-fg-muted"
            rel="nofollow"
          >
            {t("community.report")}
          </Link>
        </p>
      </article>
    </li>
  );
}

/**
 * The listing page's reviews (issue 12): the summary with its distribution, published reviews
 * newest first (10 a page, ?reviews=N), owner responses, and the "Write a review" form.
 */
export function ReviewsSection({ data }: { data: ReviewsSectionData }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="reviews-heading"
      id="reviews"
      data-count={data.count}
      className="flex scroll-mt-24 flex-col gap-4"
    >
      <h2 id="reviews-heading" className="text-xl font-bold tracking-tight">
        {t("community.reviewsTitle")}
      </h2>
      {data.notice ? (
        <FormMessage kind="success" id="review-notice">
          {data.notice}
        </FormMessage>
      ) : null}
      {data.count > 0 ? (
        <div
          className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[12rem_1fr]"
          aria-label={t("community.summaryLabel")}
          role="group"
        >
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-bold tabular-nums" aria-hidden="true">
              {data.average.toFixed(1)}
            </p>
            <RatingSummary average={data.average} count={data.count} />
          </div>
          <Distribution counts={data.counts} />
        </div>
      ) : (
        <p className="text-fg-muted">{t("community.noReviewsYet")}</p>
      )}
      {data.reviews.length ? (
        <ul role="list" className="flex flex-col gap-4">
          {data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} data={data} />
          ))}
        </ul>
      ) : null}
      <Pagination
        page={data.page}
        totalPages={data.pageCount}
        hrefForPage={(n) => (n === 1 ? "?#reviews" : `?reviews=${n}#reviews`)}
        labels={{ nav: t("community.reviewsPages") }}
      />
      {data.form ? (
        <Disclosure
          summary={data.form.existing ? t("community.editReview") : t("community.writeReview")}
          className="rounded-xl border border-border bg-surface px-4"
          id="write-review"
        >
          <ReviewForm data={data.form} />
        </Disclosure>
      ) : (
        <p className="text-sm text-fg-muted">{t("community.ownReviewNote")}</p>
      )}
    </section>
  );
}
