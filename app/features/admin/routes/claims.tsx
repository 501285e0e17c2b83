import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/claims";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, fieldOf, QueueItem, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { CLAIM_MESSAGE_MAX } from "@domain/admin-moderation.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { pendingClaims } from "@server/admin/pending-claims.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { decideClaim } from "@server/owners/decide-claim.server.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "claims");
  const locale = localeFromRequest(request);
  const claims = await pendingClaims(context);
  if (!claims.ok) throw formErrorResponse(claims.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminModeration.claims.title"],
      claims: claims.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** intent=approve | reject, with the claim's id and the message emailed to the claimant. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "claims");
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  const values = await postedValues(request);
  if (values.intent !== "approve" && values.intent !== "reject") throw new Response("Bad request", { status: 400 });
  const target = `claim-${values.claimId ?? ""}`;
  const approve = values.intent === "approve";
  const result = await decideClaim(context, { claimId: values.claimId, approve, message: values.message ?? "" });
  // The notice goes above the queue: the claim's own form is gone once it is decided.
  if (!result.ok) return refused(result.error, locale, target, values);
  const { email, listingName: name } = result.value;
  const notice = approve
    ? messages["adminModeration.notice.claimApproved"]
    : messages["adminModeration.notice.claimRejected"];
  return done(formatMessage(locale, notice, { email, name }), "queue");
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminClaims({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminPage title={t("adminModeration.claims.title")} lead={t("adminModeration.claims.lead")}>
      <ActionMessage state={state} target="queue" id="queue-message" />
      {loaderData.claims.length === 0 ? (
        <p>{t("adminModeration.claims.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.claims.map((claim) => {
            const target = `claim-${claim.id}`;
            const message = fieldOf(state, target, "message");
            return (
              <QueueItem key={claim.id} title={t("adminModeration.claims.claimFor", { name: claim.listingName })}>
                <ActionMessage state={state} target={target} id={`${target}-message`} />
                <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                  <dt className="font-semibold">{t("adminModeration.claims.listing")}</dt>
                  <dd>
                    <Link to={`/admin/listings/${claim.listingId}`} className="link">
                      {claim.listingName}
                    </Link>{" "}
                    ({claim.listingCity}, {claim.listingState})
                  </dd>
                  <dt className="font-semibold">{t("adminModeration.claims.listingEmail")}</dt>
                  <dd className="break-all">{claim.listingEmail}</dd>
                  <dt className="font-semibold">{t("adminModeration.claims.claimant")}</dt>
                  <dd className="break-all">
                    {claim.claimantName} ({claim.claimantEmail})
                  </dd>
                  <dt className="font-semibold">{t("adminModeration.claims.sent")}</dt>
                  <dd>{claim.createdAt.slice(0, 10)}</dd>
                  <dt className="font-semibold">{t("adminModeration.claims.evidence")}</dt>
                  <dd lang={AUTHORED_LANGUAGE} className="whitespace-pre-wrap">
                    {claim.evidence}
                  </dd>
                </dl>
                {claim.listingOwned ? (
                  <p className="mb-3 font-medium">{t("adminModeration.claims.currentOwner")}</p>
                ) : null}
                <Form method="post" noValidate className="flex flex-col gap-3">
                  <input type="hidden" name="claimId" value={claim.id} />
                  <Textarea
                    id={`${target}-text`}
                    name="message"
                    label={t("adminModeration.claims.message")}
                    description={t("adminModeration.claims.messageHint")}
                    defaultValue={message.value}
                    error={message.error}
                    maxLength={CLAIM_MESSAGE_MAX}
                    rows={3}
                  />
                  <div className="flex flex-wrap gap-3">
                    <button type="submit" name="intent" value="approve" className={buttonClasses({})}>
                      {t("adminModeration.claims.approve")}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="reject"
                      className={buttonClasses({ variant: "secondary" })}
                    >
                      {t("adminModeration.claims.reject")}
                    </button>
                  </div>
                </Form>
              </QueueItem>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
