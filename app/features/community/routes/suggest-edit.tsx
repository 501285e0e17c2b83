import { data, redirect } from "react-router";
import type { Route } from "./+types/suggest-edit";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { SuggestEditForm } from "~/components/community/suggest-edit-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { suggestEdit } from "@server/suggestions/suggest-edit.server.ts";
import { CommunityPage } from "../community-page.tsx";
import { idParam, listingOr404, listingWithNotice } from "../community-data.server.ts";

export const handle: I18nHandle = { i18n: ["community"] };

/** /listings/{id}/suggest-edit: the correction form on its own page (errors come back here). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = await listingOr404(context, idParam(params.id));
  return data(
    {
      listing: { id: listing.id, name: listing.name, url: listing.url },
      title: messagesFor(localeFromRequest(request))["community.suggestTitle"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = await listingOr404(context, idParam(params.id));
  const values = formValues(await request.formData());
  const result = await suggestEdit(context, { listingId: listing.id, values });
  if (!result.ok) {
    const { field = "", value = "", note = "", email = "" } = values;
    return formErrorResponse(result.error, localeFromRequest(request), { field, value, note, email });
  }
  return redirect(listingWithNotice(listing.url, "suggestion", result.value.code), { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Suggest an edit"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function SuggestEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { listing } = loaderData;
  return (
    <CommunityPage
      title={loaderData.title}
      lead={t("community.suggestIntro")}
      back={{ href: listing.url, name: listing.name }}
    >
      <SuggestEditForm listingId={listing.id} state={actionData as FormState | undefined} />
    </CommunityPage>
  );
}
