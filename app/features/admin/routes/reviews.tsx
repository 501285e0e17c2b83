import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/reviews";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, fieldOf, QueueItem, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { adminReviews } from "@server/reviews/admin-reviews.server.ts";
import { pendingReports } from "@server/reviews/pending-reports.server.ts";
import { resolveReport } from "@server/reviews/resolve-report.server.ts";
import { setReviewVisibility } from "@server/reviews/set-review-visibility.server.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";
import { AUTHORED_LANGUAGE, textLanguage } from "@domain/i18n/content-language.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration"] };

/** Longest admin note kept with a resolved report. */
const NOTES_MAX = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "reviews");
  const locale = localeFromRequest(request);
  const hiddenOnly = new URL(request.url).searchParams.get("show") === "hidden";
  const [reports, reviews] = await Promise.all([pendingReports(context), adminReviews(context, { hiddenOnly })]);
  if (!reports.ok) throw formErrorResponse(reports.error, locale);
  if (!reviews.ok) throw formErrorResponse(reviews.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminModeration.reviews.title"],
      reports: reports.value,
      reviews: reviews.value,
      hiddenOnly,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** intent=upheld | dismissed (a report, with notes), hide | restore (a review). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "reviews");
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  const values = await postedValues(request);
  const intent = values.intent ?? "";
  if (intent === "upheld" || intent === "dismissed") {
    const target = `report-${values.reportId ?? ""}`;
    const reportId = Number(values.reportId);
    const result = await resolveReport(context, {
      reportId: Number.isSafeInteger(reportId) && reportId > 0 && reportId < 2 ** 31 ? reportId : 0,
      decision: intent,
      notes: (values.notes ?? "").slice(0, NOTES_MAX),
    });
    if (!result.ok) return refused(result.error, locale, target, values);
    return done(
      messages[intent === "upheld" ? "adminModeration.notice.upheld" : "adminModeration.notice.dismissed"],
      "page",
    );
  }
  if (intent === "hide" || intent === "restore") {
    const reviewId = Number(values.reviewId);
    const result = await setReviewVisibility(context, {
      reviewId: Number.isSafeInteger(reviewId) && reviewId < 2 ** 31 ? reviewId : 0,
      hidden: intent === "hide",
    });
    if (!result.ok) return refused(result.error, locale, "page", values);
    return done(
      messages[intent === "hide" ? "adminModeration.notice.hidden" : "adminModeration.notice.restored"],
      "page",
    );
  }
  throw new Response("Bad request", { status: 400 });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminPage title={t("adminModeration.reviews.title")} lead={t("adminModeration.reviews.lead")}>
      <ActionMessage state={state} target="page" id="page-message" />
      <section aria-labelledby="reports" className="flex flex-col gap-3">
        <h2 id="reports" className="text-xl font-semibold">
          {t("adminModeration.reviews.reports")}
        </h2>
        {loaderData.reports.length === 0 ? (
          <p>{t("adminModeration.reviews.reportsEmpty")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {loaderData.reports.map((report) => {
              const target = `report-${report.id}`;
              const notes = fieldOf(state, target, "notes");
              return (
                <QueueItem key={report.id} title={t("adminModeration.reviews.reportOf", { name: report.listingName })}>
                  <ActionMessage state={state} target={target} id={`${target}-message`} />
                  <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                    <dt className="font-semibold">{t("adminModeration.reviews.reason")}</dt>
                    <dd>{t(`adminModeration.reviewReason.${report.reason}` as MessageKey)}</dd>
                    {report.description ? (
                      <>
                        <dt className="font-semibold">{t("adminModeration.reviews.description")}</dt>
                        <dd lang={AUTHORED_LANGUAGE} className="whitespace-pre-wrap">
                          {report.description}
                        </dd>
                      </>
                    ) : null}
                    <dt className="font-semibold">{t("adminModeration.reviews.review")}</dt>
                    <dd>
                      <p>{t("adminModeration.reviews.rating", { rating: report.rating })}</p>
                      <p lang={textLanguage(report.language)} className="whitespace-pre-wrap">
                        {report.comment}
                      </p>
                      <Link to={`/admin/listings/${report.listingId}`} className="link">
                        {report.listingName}
                      </Link>
                    </dd>
                  </dl>
                  <Form method="post" noValidate className="flex flex-col gap-3">
                    <input type="hidden" name="reportId" value={report.id} />
                    <Textarea
                      id={`${target}-notes`}
                      name="notes"
                      label={t("adminModeration.reviews.notes")}
                      defaultValue={notes.value}
                      error={notes.error}
                      maxLength={NOTES_MAX}
                      rows={2}
                    />
                    <div className="flex flex-wrap gap-3">
                      <button
                        type="submit"
                        name="intent"
                        value="upheld"
                        className={buttonClasses({ variant: "danger" })}
                      >
                        {t("adminModeration.reviews.uphold")}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="dismissed"
                        className={buttonClasses({ variant: "secondary" })}
                      >
                        {t("adminModeration.reviews.dismiss")}
                      </button>
                    </div>
                  </Form>
                </QueueItem>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent" className="flex flex-col gap-3">
        <h2 id="recent" className="text-xl font-semibold">
          {t("adminModeration.reviews.recent")}
        </h2>
        <p>
          <Link to={loaderData.hiddenOnly ? "/admin/reviews" : "/admin/reviews?show=hidden"} className="link">
            {loaderData.hiddenOnly ? t("adminModeration.reviews.filterAll") : t("adminModeration.reviews.filterHidden")}
          </Link>
        </p>
        {loaderData.reviews.length === 0 ? (
          <p>{t("adminModeration.reviews.recentEmpty")}</p>
        ) : (
          <TableScroll label={t("adminModeration.reviews.caption")} className="rounded-xl border border-border">
            <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
              <caption className="p-3 text-left text-base font-semibold">
                {t("adminModeration.reviews.caption")}
              </caption>
              <thead className="bg-surface-2">
                <tr>
                  <th scope="col" className="p-2">
                    {t("adminModeration.reviews.col.listing")}
                  </th>
                  <th scope="col" className="p-2">
                    {t("adminModeration.reviews.col.rating")}
                  </th>
                  <th scope="col" className="p-2">
                    {t("adminModeration.reviews.col.comment")}
                  </th>
                  <th scope="col" className="p-2">
                    {t("adminModeration.reviews.col.status")}
                  </th>
                  <th scope="col" className="p-2">
                    {t("adminModeration.reviews.col.action")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.reviews.map((review) => {
                  const hidden = review.status === "hidden";
                  return (
                    <tr key={review.id} className="border-t border-border align-top">
                      <th scope="row" className="p-2 font-medium">
                        <Link to={`/admin/listings/${review.listingId}`} className="link">
                          {review.listingName}
                        </Link>
                        <span className="block text-fg-muted">{review.createdAt.slice(0, 10)}</span>
                      </th>
                      <td className="p-2">{review.rating}</td>
                      <td lang={textLanguage(review.language)} className="p-2 whitespace-pre-wrap">
                        {review.comment}
                      </td>
                      <td className="p-2">
                        {hidden ? t("adminModeration.reviews.hidden") : t("adminModeration.reviews.published")}
                      </td>
                      <td className="p-2">
                        <Form method="post">
                          <input type="hidden" name="reviewId" value={review.id} />
                          <button
                            type="submit"
                            name="intent"
                            value={hidden ? "restore" : "hide"}
                            aria-label={t(
                              hidden ? "adminModeration.reviews.restoreLabel" : "adminModeration.reviews.hideLabel",
                              {
                                name: review.listingName,
                              },
                            )}
                            className={buttonClasses({ variant: hidden ? "secondary" : "ghost", size: "sm" })}
                          >
                            {hidden ? t("adminModeration.reviews.restore") : t("adminModeration.reviews.hide")}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </AdminPage>
  );
}
