import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/review-confirm";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { isTokenShaped } from "@server/auth/tokens.server.ts";
import { listingById } from "@server/listings/listing-by-id.server.ts";
import { confirmReview } from "@server/reviews/confirm-review.server.ts";
import { CommunityPage } from "../community-page.tsx";
import { listingWithNotice } from "../community-data.server.ts";
import { TOKEN_PAGE_REFERRER_POLICY } from "~/lib/token-page.ts";

export const handle: I18nHandle = { i18n: ["community"] };

/**
 * The visitor's emailed link. Opening it shows one button; the POST publishes the review, so a
 * mail scanner that fetches links publishes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return data(
    {
      token: isTokenShaped(token) ? token : "",
      title: messagesFor(localeFromRequest(request))["community.reviewLinkTitle"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await confirmReview(context, { token: form.get("token") });
  if (!result.ok) return formErrorResponse(result.error, localeFromRequest(request));
  const listing = await listingById(context, { id: result.value.listingId });
  return redirect(listing ? listingWithNotice(listing.listing.url, "review", result.value.code) : "/", {
    headers: NO_STORE,
  });
}

export function headers() {
  return { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Review"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function ReviewConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  return (
    <CommunityPage title={t("community.reviewLinkTitle")}>
      {state?.formError || !loaderData.token ? (
        <FormMessage kind="error" id="confirm-message">
          {state?.formError ?? t("community.linkInvalid")}
        </FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton pendingLabel={t("community.submitting")}>{t("community.confirmButton")}</SubmitButton>
        </Form>
      )}
    </CommunityPage>
  );
}
