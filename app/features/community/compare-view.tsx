import { BadgeCheck } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "~/components/link.tsx";
import { COMPARE_MAX } from "@domain/community/compare.ts";
import type { ListingApi } from "@domain/listing-schema.ts";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { distanceLabel } from "~/components/listings/distance-label.ts";
import { tierLabel } from "~/components/listings/listing-card.tsx";
import { useIntakeNotCurrent } from "~/components/listings/fact-status.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { formatIsoDate } from "~/components/page/format.ts";
import { serviceLabel } from "~/components/service-label.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useI18n, type MessageKey, type Translate } from "~/i18n/index.tsx";

export interface CompareData {
  listings: ListingApi[];
  place: { label: string } | null;
  unknownPlace: boolean;
  location: string;
  refusedName: string | null;
}

function known(t: Translate, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}

function list(t: Translate, items: readonly string[]): ReactNode {
  return items.length ? items.join(", ") : t("community.none");
}

/** The rows of the comparison: one label and one cell per provider. */
function useRows(data: CompareData): Array<{ key: string; label: string; cell: (l: ListingApi) => ReactNode }> {
  const { t, locale } = useI18n();
  const intakeNotCurrent = useIntakeNotCurrent();
  return [
    { key: "tier", label: t("community.row.tier"), cell: (l) => tierLabel(t, l.tier) ?? t("community.tierBasic") },
    {
      key: "rating",
      label: t("community.row.rating"),
      cell: (l) =>
        l.reviewCount === 0
          ? t("community.noRating")
          : t.plural("community.ratingCount", l.reviewCount, { average: l.averageRating.toFixed(1) }),
    },
    ...(data.place
      ? [
          {
            key: "distance",
            label: t("community.row.distance"),
            cell: (l: ListingApi) =>
              l.distanceMiles === null ? t("community.none") : distanceLabel(t, l.distanceMiles, l.locationPrecision),
          },
        ]
      : []),
    {
      key: "services",
      label: t("community.row.services"),
      cell: (l) =>
        list(
          t,
          l.services.map((s) => serviceLabel(t, s)),
        ),
    },
    {
      key: "insurers",
      label: t("community.row.insurers"),
      cell: (l) =>
        list(
          t,
          l.insurances.map((i) => i.displayName),
        ),
    },
    {
      key: "ages",
      label: t("community.row.ages"),
      cell: (l) =>
        l.minAgeYears !== null && l.maxAgeYears !== null
          ? t.plural("detail.agesRange", l.maxAgeYears, { min: l.minAgeYears, max: l.maxAgeYears })
          : l.minAgeYears !== null
            ? t.plural("detail.agesFrom", l.minAgeYears, { min: l.minAgeYears })
            : l.maxAgeYears !== null
              ? t.plural("detail.agesUpTo", l.maxAgeYears, { max: l.maxAgeYears })
              : t("community.none"),
    },
    {
      key: "settings",
      label: t("community.row.settings"),
      cell: (l) =>
        list(
          t,
          l.careSettings.map((s) => known(t, "setting", s)),
        ),
    },
    {
      key: "languages",
      label: t("community.row.languages"),
      cell: (l) =>
        list(
          t,
          l.languages.map((s) => known(t, "language", s)),
        ),
    },
    {
      key: "funding",
      label: t("community.row.funding"),
      cell: (l) =>
        list(
          t,
          l.fundingAccepted.map((s) => known(t, "funding", s)),
        ),
    },
    {
      key: "intake",
      label: t("community.row.intake"),
      cell: (l) =>
        intakeNotCurrent(l.freshness) ??
        (l.acceptingNewClients === true
          ? t("community.intakeOpen")
          : l.acceptingNewClients === false
            ? l.waitlistWeeks
              ? t.plural("community.intakeWaitlistWeeks", l.waitlistWeeks)
              : t("community.intakeWaitlist")
            : t("community.intakeUnknown")),
    },
    { key: "hours", label: t("community.row.hours"), cell: (l) => l.openingHours ?? t("listing.hoursNotProvided") },
    {
      key: "credentials",
      label: t("community.row.credentials"),
      cell: (l) => (l.bcbaCertificantNumbers.length ? l.bcbaCertificantNumbers.join(", ") : t("community.none")),
    },
    {
      key: "ownerVerified",
      label: t("community.row.ownerVerified"),
      cell: (l) =>
        l.ownerVerified ? (
          <span className="inline-flex items-center gap-1">
            <BadgeCheck aria-hidden="true" className="size-4 text-success" />
            {t("common.yes")}
          </span>
        ) : (
          t("common.no")
        ),
    },
    {
      key: "lastVerified",
      label: t("community.row.lastVerified"),
      cell: (l) => (l.lastVerifiedAt ? formatIsoDate(locale, l.lastVerifiedAt) : t("community.none")),
    },
  ];
}

/** The comparison page's content: the limit notice, the distance form and the table. */
export function CompareView({ data, title, intro }: { data: CompareData; title: string; intro: string }) {
  const { t } = useI18n();
  const rows = useRows(data);
  const ids = data.listings.map((l) => l.id).join(",");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} lead={intro} />
      {data.refusedName ? (
        <FormMessage kind="error" id="compare-full">
          {t("saved.compareLimitTitle")}: {t("saved.compareFull", { max: COMPARE_MAX })} ({data.refusedName})
        </FormMessage>
      ) : null}
      {data.listings.length === 0 ? (
        <p className="text-lg text-fg-muted">{t("community.compareEmpty", { max: COMPARE_MAX })}</p>
      ) : (
        <>
          <Form method="get" action="/compare" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="ids" value={ids} />
            <Input
              label={t("community.compareDistanceFrom")}
              description={t("community.compareDistanceHint")}
              name="location"
              defaultValue={data.location}
              error={data.unknownPlace ? t("community.compareUnknownPlace") : undefined}
              autoComplete="postal-code"
              className="min-w-64"
            />
            <Button type="submit" variant="secondary">
              {t("community.compareDistanceSubmit")}
            </Button>
          </Form>
          <div
            className="overflow-x-auto rounded-xl border border-border"
            tabIndex={0}
            role="region"
            aria-label={t("community.compareTable")}
          >
            <table className="w-full min-w-[40rem] border-collapse text-start text-sm" data-compare-table>
              <caption className="sr-only">{t("community.compareTable")}</caption>
              <thead>
                <tr className="bg-surface-2">
                  <td className="p-3" />
                  {data.listings.map((l) => (
                    <th key={l.id} scope="col" className="p-3 text-start align-top">
                      <Link to={l.url} className="link text-base font-semibold">
                        {l.name}
                      </Link>
                      <p className="font-normal text-fg-muted">
                        {l.city}, {l.state}
                      </p>
                      <Form method="post" action="/compare" className="mt-2">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="listingId" value={l.id} />
                        <input
                          type="hidden"
                          name="returnTo"
                          value={`/compare?ids=${data.listings
                            .filter((x) => x.id !== l.id)
                            .map((x) => x.id)
                            .join(",")}${data.location ? `&location=${encodeURIComponent(data.location)}` : ""}`}
                        />
                        <Button
                          type="submit"
                          variant="ghost"
                          size="sm"
                          aria-label={t("saved.trayRemove", { name: l.name })}
                        >
                          {t("community.compareRemove")}
                        </Button>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-t border-border" data-row={row.key}>
                    <th scope="row" className="w-40 bg-surface-2 p-3 text-start font-semibold">
                      {row.label}
                    </th>
                    {data.listings.map((l) => (
                      <td key={l.id} className="p-3 align-top">
                        {row.cell(l)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
