import { data, redirect } from "react-router";
import type { Route } from "./+types/review";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ReviewForm } from "~/components/community/review-form.tsx";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { ownReview } from "@server/reviews/own-review.server.ts";
import { submitReview } from "@server/reviews/submit-review.server.ts";
import { CommunityPage } from "../community-page.tsx";
import { idParam, listingOr404, listingWithNotice } from "../community-data.server.ts";

export const handle: I18nHandle = { i18n: ["community"] };

/**
 * /listings/{id}/review: "Write a review" on its own page. The listing page's form posts here;
 * success goes back to the listing with a notice, a refusal shows the form again with each wrong
 * field named and what was typed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = await listingOr404(context, idParam(params.id));
  const user = await context.auth.user();
  const locale = localeFromRequest(request);
  return data(
    {
      listing: { id: listing.id, name: listing.name, url: listing.url },
      isOwner: user !== null && user.id === listing.userId,
      form: {
        listingId: listing.id,
        signedInAs: user ? (user.fullName ?? user.username) : null,
        existing: await ownReview(context, { listingId: listing.id }),
      },
      title: messagesFor(locale)["community.writeReviewOf"].replace("{name}", listing.name),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = await listingOr404(context, idParam(params.id));
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await submitReview(context, { listingId: listing.id, values, locale });
  if (!result.ok) {
    const { rating = "", comment = "", name = "", email = "" } = values;
    return formErrorResponse(result.error, locale, { rating, comment, name, email });
  }
  return redirect(listingWithNotice(listing.url, "review", result.value.code), { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Review"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { listing } = loaderData;
  return (
    <CommunityPage
      title={loaderData.title}
      lead={t("community.writeReviewIntro")}
      back={{ href: listing.url, name: listing.name }}
    >
      {loaderData.isOwner ? (
        <FormMessage kind="error" id="review-owner">
          {t("community.ownReviewNote")}
        </FormMessage>
      ) : (
        <ReviewForm data={loaderData.form} state={actionData as FormState | undefined} />
      )}
    </CommunityPage>
  );
}
