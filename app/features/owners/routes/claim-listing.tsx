import { data, Form, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/claim-listing";
import { FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { searchListings } from "@server/listings/search.server.ts";
import { claimableListing } from "@server/owners/claim-target.server.ts";
import { listingName } from "@server/owners/listing-name.server.ts";
import { requestClaimCode } from "@server/owners/request-claim-code.server.ts";
import { requestClaimReview } from "@server/owners/request-claim-review.server.ts";
import { verifyClaimCode } from "@server/owners/verify-claim-code.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

export const handle: I18nHandle = { i18n: ["owners"] };

type Target = { id: number; name: string; email: string | null; claimed: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const title = messagesFor(localeFromRequest(request))["owners.claimTitle"];
  const i18n = routeMessages(request, handle.i18n);
  const q = (url.searchParams.get("q") ?? "").slice(0, 50);
  const listingParam = url.searchParams.get("listing");
  let target: Target | null = null;
  if (listingParam) {
    const claimable = await claimableListing(context, listingParam);
    if (claimable.ok) target = { ...claimable.value, claimed: false };
    else if (claimable.error.code === "already_claimed") {
      target = {
        id: Number(listingParam),
        name: await listingName(context, Number(listingParam)),
        email: null,
        claimed: true,
      };
    } else throw refuseOnPage(request, claimable.error);
  }
  // Finding the practice reuses the site's search (name, zip or city).
  const results = q && !target ? (await searchListings(context, { query: q, pageSize: 10 })).listings : [];
  return data(
    {
      title,
      q,
      target,
      sent: url.searchParams.get("sent") === "1",
      results: results.map((l) => ({
        id: l.id,
        name: l.name,
        place: `${l.city}, ${l.state}`,
        claimed: l.userId !== null,
      })),
      i18n,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const listingId = values.listing;
  if (values.intent === "send") {
    const result = await requestClaimCode(context, { listingId, locale });
    if (!result.ok) return formErrorResponse(result.error, locale);
    return redirect(`/claim-listing?listing=${result.value.listingId}&sent=1`, { headers: NO_STORE });
  }
  if (values.intent === "evidence") {
    const result = await requestClaimReview(context, { listingId, evidence: values.evidence });
    if (!result.ok) return formErrorResponse(result.error, locale, { evidence: values.evidence ?? "" });
    return redirect(`/claim-confirmation?listing=${result.value.listingId}&result=review`, { headers: NO_STORE });
  }
  const result = await verifyClaimCode(context, { listingId, code: values.code });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return redirect(`/claim-confirmation?listing=${result.value.listingId}&result=verified`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function ClaimListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { target } = loaderData;
  return (
    <OwnerPage title={t("owners.claimTitle")} lead={t("owners.claimIntro")}>
      {target ? (
        <ClaimSteps target={target} sent={loaderData.sent} state={state} />
      ) : (
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
            <Input
              label={t("owners.claimSearch")}
              name="q"
              defaultValue={loaderData.q}
              maxLength={50}
              className="min-w-64 flex-1"
            />
            <Button type="submit">{t("owners.claimFind")}</Button>
          </Form>
          {loaderData.q ? (
            <section aria-labelledby="claim-results" className="flex flex-col gap-3">
              <h2 id="claim-results" className="text-xl font-semibold">
                {t("owners.claimResults")}
              </h2>
              {loaderData.results.length === 0 ? (
                <p>
                  {t("owners.claimNoResults")}{" "}
                  <Link to="/add-listing" className="link">
                    {t("owners.myAdd")}
                  </Link>
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {loaderData.results.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <span>
                        <span className="font-semibold">{r.name}</span> <span className="text-fg-muted">{r.place}</span>
                      </span>
                      {r.claimed ? (
                        <Link to={`/claim-listing?listing=${r.id}`} className="link">
                          {t("owners.claimClaimed")}
                        </Link>
                      ) : (
                        <Link to={`/claim-listing?listing=${r.id}`} className={buttonClasses({ size: "sm" })}>
                          {t("owners.claimPick", { name: r.name })}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </Card>
      )}
    </OwnerPage>
  );
}

function ClaimSteps({ target, sent, state }: { target: Target; sent: boolean; state: FormState | undefined }) {
  const t = useT();
  const { field } = formFields(state);
  if (target.claimed) {
    return (
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t("owners.claimClaimed")}</h2>
        <p>{t("owners.claimClaimedNote", { name: target.name })}</p>
        <Link to="/contact" className={buttonClasses({ variant: "secondary", className: "self-start" })}>
          {t("owners.claimContact")}
        </Link>
      </Card>
    );
  }
  const evidenceError = state?.fields?.evidence;
  return (
    <div className="flex flex-col gap-6">
      {target.email === null ? (
        // A registry listing: no address to send a code to, so evidence is the only way.
        <Card className="flex flex-col gap-3 p-5 sm:p-6" data-no-email>
          <h2 className="text-xl font-semibold">{t("owners.claimNoEmailTitle", { name: target.name })}</h2>
          <p>{t("owners.claimNoEmail")}</p>
        </Card>
      ) : (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 className="text-xl font-semibold">{t("owners.claimSendTitle", { name: target.name })}</h2>
          {sent ? (
            <ActionForm
              state={evidenceError ? undefined : state}
              messageId="claim-message"
              notice={t("owners.claimCodeHint", { email: target.email ?? "" })}
            >
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="listing" value={target.id} />
              <Input
                label={t("owners.claimCodeLabel")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                className="max-w-xs"
                {...field("code")}
              />
              <SubmitButton pendingLabel={t("owners.saving")}>{t("owners.claimVerify")}</SubmitButton>
            </ActionForm>
          ) : (
            <>
              {state?.formError && !evidenceError ? (
                <FormMessage kind="error" id="claim-message">
                  {state.formError}
                </FormMessage>
              ) : null}
              <p>{t("owners.claimSendIntro", { email: target.email ?? "" })}</p>
            </>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="listing" value={target.id} />
            <Button type="submit" variant={sent ? "secondary" : "primary"}>
              {t("owners.claimSend")}
            </Button>
          </Form>
        </Card>
      )}
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t("owners.claimEvidenceTitle")}</h2>
        <p className="text-fg-muted">{t("owners.claimEvidenceIntro")}</p>
        <ActionForm state={evidenceError ? state : undefined} messageId="evidence-message">
          <input type="hidden" name="intent" value="evidence" />
          <input type="hidden" name="listing" value={target.id} />
          <Textarea label={t("owners.claimEvidence")} rows={4} maxLength={2000} required {...field("evidence")} />
          <SubmitButton pendingLabel={t("owners.saving")}>{t("owners.claimEvidenceSend")}</SubmitButton>
        </ActionForm>
      </Card>
    </div>
  );
}
