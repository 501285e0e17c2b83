import { data, redirect } from "react-router";
import type { Route } from "./+types/review-respond";
import type { FormState } from "@domain/form-state.ts";
import { REVIEW_LIMITS } from "@domain/community/reviews.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { respondToReview } from "@server/reviews/respond-to-review.server.ts";
import { CommunityPage } from "../community-page.tsx";
import { idParam, listingWithNotice, reviewOr404, reviewPageData } from "../community-data.server.ts";
import { noindexMeta } from "../community-meta.ts";
import { ReviewQuote } from "../review-quote.tsx";

export const handle: I18nHandle = { i18n: ["community", "detail"] };

/** /reviews/{id}/respond: the listing's verified owner answers a review (once; again edits it). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await reviewOr404(context, idParam(params.id));
  const user = await requireUser(request, context);
  if (!(found.listing.ownerVerified && found.listing.userId === user.id)) throw data(null, { status: 403 });
  return reviewPageData(request, found, "community.responseTitle", handle.i18n);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const { listing } = await reviewOr404(context, idParam(params.id));
  const result = await respondToReview(context, { reviewId: idParam(params.id), values, locale });
  if (!result.ok) return formErrorResponse(result.error, locale, { response: values.response ?? "" });
  return redirect(listingWithNotice(listing.url, "review", result.value.code), { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData?.title, "Respond");
}

export default function RespondPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { field } = formFields(state ?? { values: { response: loaderData.review.response ?? "" } });
  return (
    <CommunityPage title={loaderData.title} back={{ href: loaderData.listing.url, name: loaderData.listing.name }}>
      <ReviewQuote review={loaderData.review} />
      <ActionForm state={state} messageId="respond-message">
        <Textarea
          label={t("community.responseLabel")}
          description={t("community.responseHint")}
          required
          rows={6}
          maxLength={REVIEW_LIMITS.responseMax}
          {...field("response")}
        />
        <SubmitButton pendingLabel={t("community.submitting")}>{t("community.submitResponse")}</SubmitButton>
      </ActionForm>
    </CommunityPage>
  );
}
