import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/claim-confirmation";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { claimOutcome } from "@server/owners/claim-outcome.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

export const handle: I18nHandle = { i18n: ["owners"] };

/** What happened to the caller's claim: verified (the listing is theirs) or waiting for an admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const listing = Number(new URL(request.url).searchParams.get("listing"));
  const outcome = await claimOutcome(context, { listingId: listing, userId: user.id });
  if (!outcome)
    throw refuseOnPage(request, {
      code: "not_found",
      status: 404,
      messageKey: messageKey("ownerMessage", "not_found"),
    });
  return data(
    {
      title: messagesFor(localeFromRequest(request))["owners.confirmTitle"],
      ...outcome,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function ClaimConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { id, name, verified } = loaderData;
  return (
    <OwnerPage title={t("owners.confirmTitle")}>
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <FormMessage kind="success" id="confirm-message">
          {verified ? t("owners.confirmVerified", { name }) : t("owners.confirmReview", { name })}
        </FormMessage>
        {verified ? <p>{t("owners.confirmNext")}</p> : null}
        <div className="flex flex-wrap gap-3">
          {verified ? (
            <>
              <Link to={`/my-listings/${id}/edit`} className={buttonClasses()}>
                {t("owners.actionEdit")}
              </Link>
              <Link to={`/upgrade-checkout?listing=${id}`} className={buttonClasses({ variant: "secondary" })}>
                {t("owners.actionUpgrade")}
              </Link>
            </>
          ) : null}
          <Link to="/my-listings" className={buttonClasses({ variant: "secondary" })}>
            {t("owners.myTitle")}
          </Link>
        </div>
      </Card>
    </OwnerPage>
  );
}
