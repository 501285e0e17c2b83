import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/listing";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, fieldOf, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { canMoveListing, LISTING_STATUSES } from "@domain/owner-listings.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { TIERS } from "@domain/tiers.ts";
import { adminListing } from "@server/admin/admin-listing.server.ts";
import { changeListingTier } from "@server/admin/change-listing-tier.server.ts";
import { mergeListings } from "@server/admin/merge-listings.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { changeListingStatus } from "@server/owners/change-listing-status.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "listings");
  const locale = localeFromRequest(request);
  const result = await adminListing(context, params.id);
  if (!result.ok) throw formErrorResponse(result.error, locale);
  const listing = result.value;
  return data(
    {
      title: formatMessage(locale, messagesFor(locale)["adminModeration.listing.title"], { name: listing.name }),
      listing,
      publicUrl: listingUrl(listing),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** intent=status | tier | merge; every one re-checks the section and the use case its role. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "listings");
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  const values = await postedValues(request);
  const intent = values.intent ?? "";
  const exists = await adminListing(context, params.id);
  if (!exists.ok) throw formErrorResponse(exists.error, locale);
  if (intent === "status") {
    const result = await changeListingStatus(context, {
      listingId: params.id,
      status: values.status ?? "",
      reason: values.reason ?? "",
      locale,
    });
    if (!result.ok) return refused(result.error, locale, intent, values);
    const status = messages[`adminModeration.status.${result.value.status}` as MessageKey];
    return done(formatMessage(locale, messages["adminModeration.notice.status"], { status }), intent);
  }
  if (intent === "tier") {
    const result = await changeListingTier(context, {
      listingId: params.id,
      tier: values.tier ?? "",
      reason: values.reason ?? "",
    });
    if (!result.ok) return refused(result.error, locale, intent, values);
    const tier = messages[`adminModeration.tier.${result.value.tier}` as MessageKey];
    return done(formatMessage(locale, messages["adminModeration.notice.tier"], { tier }), intent);
  }
  if (intent === "merge") {
    const result = await mergeListings(context, {
      survivorId: params.id,
      duplicateId: values.duplicateId ?? "",
      reason: values.reason ?? "",
      confirmed: values.confirm === "1",
    });
    if (!result.ok) return refused(result.error, locale, intent, values);
    return done(
      formatMessage(locale, messages["adminModeration.notice.merged"], { id: result.value.duplicateId }),
      intent,
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

export default function AdminListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  const { listing } = loaderData;
  const moves = LISTING_STATUSES.filter((s) => canMoveListing(listing.status, s));
  const statusLabel = (s: string) => t(`adminModeration.status.${s}` as MessageKey);
  const tierLabel = (s: string) => t(`adminModeration.tier.${s}` as MessageKey);
  const f = (target: string, name: string) => fieldOf(state, target, name);
  return (
    <AdminPage
      title={t("adminModeration.listing.title", { name: listing.name })}
      lead={t("adminModeration.listing.lead", { id: listing.id })}
    >
      <p>
        <Link to="/admin/listings" className="link">
          {t("adminModeration.listing.back")}
        </Link>
      </p>
      {listing.mergedIntoId !== null ? (
        <p role="status" className="rounded-lg border border-border bg-surface-2 p-3">
          {t("adminModeration.listing.merged", { id: listing.mergedIntoId })}{" "}
          <Link to={`/admin/listings/${listing.mergedIntoId}`} className="link">
            {t("adminModeration.listing.mergedLink")}
          </Link>
        </p>
      ) : null}

      <section aria-labelledby="details" className="flex flex-col gap-3">
        <h2 id="details" className="text-xl font-semibold">
          {t("adminModeration.listing.details")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("adminModeration.listing.place")}</dt>
          <dd>{[listing.address, listing.city, listing.state, listing.zipCode].filter(Boolean).join(", ")}</dd>
          <dt className="font-semibold">{t("adminModeration.listing.email")}</dt>
          <dd className="break-all">{listing.email}</dd>
          <dt className="font-semibold">{t("adminModeration.listings.col.owner")}</dt>
          <dd className="break-all">
            {listing.ownerEmail
              ? `${listing.ownerEmail} (${listing.ownerVerified ? t("adminModeration.listings.ownerVerified") : t("adminModeration.listings.ownerUnverified")})`
              : t("adminModeration.listings.noOwner")}
          </dd>
          <dt className="font-semibold">{t("adminModeration.listing.rating")}</dt>
          <dd>
            {t.plural("adminModeration.listing.ratingValue", listing.reviewCount, {
              average: listing.ratingAverage.toFixed(1),
            })}
          </dd>
          <dt className="font-semibold">{t("adminModeration.listings.col.verified")}</dt>
          <dd>{listing.lastVerifiedAt ?? t("adminModeration.never")}</dd>
        </dl>
        <p className="flex flex-wrap gap-3">
          <Link to={`/my-listings/${listing.id}/edit`} className={buttonClasses({ variant: "secondary" })}>
            {t("adminModeration.listing.edit")}
          </Link>
          {listing.status === "active" && listing.mergedIntoId === null ? (
            <Link to={loaderData.publicUrl} className={buttonClasses({ variant: "ghost" })}>
              {t("adminModeration.listing.view")}
            </Link>
          ) : null}
        </p>
      </section>

      <section aria-labelledby="status" className="flex flex-col gap-3">
        <h2 id="status" className="text-xl font-semibold">
          {t("adminModeration.listing.statusTitle")}
        </h2>
        <p>{t("adminModeration.listing.statusNow", { status: statusLabel(listing.status) })}</p>
        <ActionMessage state={state} target="status" id="status-message" />
        {moves.length === 0 || listing.mergedIntoId !== null ? (
          <p>{t("adminModeration.listing.noMove")}</p>
        ) : (
          <Form method="post" noValidate className="flex max-w-xl flex-col gap-4">
            <input type="hidden" name="intent" value="status" />
            <Select
              name="status"
              label={t("adminModeration.listing.newStatus")}
              defaultValue={f("status", "status").value ?? moves[0]}
              error={f("status", "status").error}
              options={moves.map((s) => ({ value: s, label: statusLabel(s) }))}
              required
            />
            <Textarea
              name="reason"
              label={t("adminModeration.listing.reason")}
              defaultValue={f("status", "reason").value}
              error={f("status", "reason").error}
              maxLength={500}
              rows={2}
              required
            />
            <button type="submit" className={buttonClasses({ className: "self-start" })}>
              {listing.status === "pending"
                ? t("adminModeration.listing.approve")
                : t("adminModeration.listing.changeStatus")}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="tier" className="flex flex-col gap-3">
        <h2 id="tier" className="text-xl font-semibold">
          {t("adminModeration.listing.tierTitle")}
        </h2>
        <p>{t("adminModeration.listing.tierNow", { tier: tierLabel(listing.tier) })}</p>
        <ActionMessage state={state} target="tier" id="tier-message" />
        <Form method="post" noValidate className="flex max-w-xl flex-col gap-4">
          <input type="hidden" name="intent" value="tier" />
          <Select
            name="tier"
            label={t("adminModeration.listing.newTier")}
            defaultValue={f("tier", "tier").value ?? listing.tier}
            error={f("tier", "tier").error}
            options={TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }))}
            required
          />
          <Textarea
            name="reason"
            label={t("adminModeration.listing.reason")}
            defaultValue={f("tier", "reason").value}
            error={f("tier", "reason").error}
            maxLength={500}
            rows={2}
            required
          />
          <button type="submit" className={buttonClasses({ variant: "secondary", className: "self-start" })}>
            {t("adminModeration.listing.changeTier")}
          </button>
        </Form>
      </section>

      {listing.mergedIntoId === null ? (
        <section aria-labelledby="merge" className="flex flex-col gap-3">
          <h2 id="merge" className="text-xl font-semibold">
            {t("adminModeration.listing.mergeTitle")}
          </h2>
          <p>{t("adminModeration.listing.mergeLead")}</p>
          <ActionMessage state={state} target="merge" id="merge-message" />
          <Form method="post" noValidate className="flex max-w-xl flex-col gap-4">
            <input type="hidden" name="intent" value="merge" />
            <Input
              name="duplicateId"
              inputMode="numeric"
              label={t("adminModeration.listing.duplicateId")}
              description={t("adminModeration.listing.duplicateHint")}
              defaultValue={f("merge", "duplicateId").value}
              error={f("merge", "duplicateId").error}
              required
            />
            <Textarea
              name="reason"
              label={t("adminModeration.listing.reason")}
              defaultValue={f("merge", "reason").value}
              error={f("merge", "reason").error}
              maxLength={500}
              rows={2}
              required
            />
            <div>
              <Checkbox
                name="confirm"
                value="1"
                label={t("adminModeration.listing.mergeConfirm")}
                aria-invalid={f("merge", "confirm").error ? true : undefined}
                aria-describedby={f("merge", "confirm").error ? "merge-confirm-error" : undefined}
              />
              {f("merge", "confirm").error ? (
                <p id="merge-confirm-error" className="mt-1 text-sm font-medium text-danger">
                  {f("merge", "confirm").error}
                </p>
              ) : null}
            </div>
            <button type="submit" className={buttonClasses({ variant: "danger", className: "self-start" })}>
              {t("adminModeration.listing.merge")}
            </button>
          </Form>
        </section>
      ) : null}
    </AdminPage>
  );
}
