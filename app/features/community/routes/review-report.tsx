import { redirect } from "react-router";
import type { Route } from "./+types/review-report";
import type { FormState } from "@domain/form-state.ts";
import { REPORT_REASONS, REVIEW_LIMITS } from "@domain/community/reviews.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { reportReview } from "@server/reviews/report-review.server.ts";
import { CommunityPage } from "../community-page.tsx";
import { idParam, listingWithNotice, reviewOr404, reviewPageData } from "../community-data.server.ts";
import { noindexMeta } from "../community-meta.ts";
import { ReviewQuote } from "../review-quote.tsx";

export const handle: I18nHandle = { i18n: ["community", "detail"] };

/** /reviews/{id}/report: "Report this review" (reason and description); anyone may report. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await reviewOr404(context, idParam(params.id));
  return reviewPageData(request, found, "community.reportTitle", handle.i18n);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const { listing } = await reviewOr404(context, idParam(params.id));
  const result = await reportReview(context, { reviewId: idParam(params.id), values });
  if (!result.ok) {
    const { reason = "", description = "" } = values;
    return formErrorResponse(result.error, locale, { reason, description });
  }
  return redirect(listingWithNotice(listing.url, "review", result.value.code), { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData?.title, "Report");
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { field } = formFields(state);
  return (
    <CommunityPage
      title={loaderData.title}
      lead={t("community.reportIntro")}
      back={{ href: loaderData.listing.url, name: loaderData.listing.name }}
    >
      <ReviewQuote review={loaderData.review} />
      <ActionForm state={state} messageId="report-message">
        <Select
          label={t("community.reason")}
          required
          placeholderOption={t("community.reasonChoose")}
          options={REPORT_REASONS.map((reason) => ({
            value: reason,
            label: t(`community.reason.${reason}` as MessageKey),
          }))}
          {...field("reason")}
        />
        <Textarea
          label={t("community.description")}
          description={t("community.descriptionHint", { max: REVIEW_LIMITS.reportDescriptionMax })}
          rows={4}
          maxLength={REVIEW_LIMITS.reportDescriptionMax}
          {...field("description")}
        />
        <SubmitButton pendingLabel={t("community.submitting")}>{t("community.submitReport")}</SubmitButton>
      </ActionForm>
    </CommunityPage>
  );
}
