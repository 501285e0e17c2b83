import { formatLongDate } from "@domain/i18n/format.ts";
import { BadgeCheck, ExternalLink, Globe, Mail, Navigation, Phone } from "~/components/icons.tsx";
import { useMemo, type ReactNode } from "react";
import { closingTime } from "@domain/format.ts";
import { formatPhone } from "@domain/phone.ts";
import { outboundHref, outboundTarget } from "@domain/outbound-links.ts";
import { Badge, tierBadgeVariant } from "~/components/ui/badge.tsx";
import { Card } from "~/components/ui/card.tsx";
import { serviceLabel } from "~/components/service-label.ts";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import { IntakeChip, tierLabel, type CardListing } from "../../components/listings/listing-card.tsx";
import { ExpiredFactNote } from "../../components/listings/fact-status.tsx";
import { IntakeFreshness } from "./intake-freshness.tsx";
import { ServiceAreaList } from "../../components/listings/service-area-list.tsx";
import { RatingSummary } from "../../components/listings/rating-stars.tsx";
import { Breadcrumbs } from "../../components/listings/breadcrumbs.tsx";
import { ListingGrid } from "../../components/listings/results.tsx";
import { MapPanel } from "~/components/map/map-panel.tsx";
import { listingMapSource } from "~/components/map/map-source.ts";
import type { ListingView } from "../../components/listings/types.ts";
import { ReviewsSection, type ReviewsSectionData } from "~/components/community/reviews-section.tsx";
import { ListingActions } from "~/components/community/listing-actions.tsx";
import { SuggestEditSection } from "~/components/community/suggest-edit-section.tsx";
import { cn } from "~/lib/cn.ts";
import { ListingHero } from "./listing-hero.tsx";
import { ParentReportSection, type ParentReportsData } from "./parent-report-section.tsx";
import {
  ClaimInvite,
  CredentialsSection,
  RegistryIdentity,
  SourceLine,
  SourcesSection,
} from "./listing-provenance.tsx";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

/** The official registry where a visitor can check a BCBA certificant number. */
const BACB_REGISTRY_URL = "https://www.bacb.com/verify-certification/";

export interface ListingDetailData {
  listing: ListingView;
  stateName: string;
  stateHref: string | null;
  cityHref: string | null;
  verifiedStale: boolean;
  reviews: ReviewsSectionData;
  suggestionNotice: string | null;
  nearby: CardListing[];
  /** The same provider's other practice locations (one NPI). */
  otherLocations: { id: number; name: string; place: string; url: string }[];
  parentReports: ParentReportsData;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul role="list" className="flex flex-wrap gap-2">
      {items.map((i) => (
        <li key={i}>
          <Badge variant="neutral">{i}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function ListingDetailView({ data }: { data: ListingDetailData }) {
  const { t, locale } = useI18n();
  const { listing, reviews, nearby } = data;
  const map = useMemo(() => listingMapSource(listing), [listing]);
  const variant = tierBadgeVariant(listing.tier);
  const tier = tierLabel(t, listing.tier);
  const formatDate = (value: string) => {
    const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return Number.isNaN(d.getTime()) ? value : formatLongDate(locale, d);
  };
  const closing = closingTime(listing.openingHours);
  // Contact links go through /out/{id}/{kind}, which counts the click for the owner's insights
  // (without JavaScript too) and redirects to the listing's own number, address or site.
  const tel = outboundTarget(listing, "phone") ? outboundHref(listing.id, "phone") : null;
  const directions = outboundTarget(listing, "directions") ? outboundHref(listing.id, "directions") : null;
  const ages =
    listing.minAgeYears !== null && listing.maxAgeYears !== null
      ? t.plural("detail.agesRange", listing.maxAgeYears, { min: listing.minAgeYears, max: listing.maxAgeYears })
      : listing.minAgeYears !== null
        ? t.plural("detail.agesFrom", listing.minAgeYears, { min: listing.minAgeYears })
        : listing.maxAgeYears !== null
          ? t.plural("detail.agesUpTo", listing.maxAgeYears, { max: listing.maxAgeYears })
          : null;
  const image = listing.images[0];
  // A registry listing says what is missing instead of a default that reads like a fact.
  const registry = listing.npi !== null;
  const known = (prefix: string, value: string) => {
    const key = `${prefix}.${value}` as MessageKey;
    const text = t(key);
    return text === key ? value : text;
  };

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <div className="page-container py-8">
        <Breadcrumbs
          items={[
            ...(data.stateHref
              ? [
                  { label: data.stateName, href: data.stateHref },
                  { label: listing.city, href: data.cityHref },
                ]
              : []),
            { label: listing.name },
          ]}
        />

        <Card accent={variant === "basic" ? "none" : variant} className="overflow-hidden">
          <ListingHero name={listing.name} image={image} />
          <div className={cn("flex flex-col gap-3 p-6", !image && "pt-10")}>
            <div className="flex flex-wrap gap-2">
              {tier ? <Badge variant={variant}>{tier}</Badge> : null}
              {listing.ownerVerified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" />
                  {t("detail.ownerVerified")}
                </Badge>
              ) : null}
              {listing.providerKind === "independent_practitioner" ? (
                <Badge variant="primary">{t("listing.independent")}</Badge>
              ) : null}
              <IntakeChip listing={listing} />
            </div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{listing.name}</h1>
            <IntakeFreshness listing={listing} />
            <ListingActions listingId={listing.id} name={listing.name} withLabel />
            <RatingSummary average={listing.averageRating} count={listing.reviewCount} className="text-base" />
            <RegistryIdentity listing={listing} />
            <p className="flex items-start gap-2 text-fg-muted">
              <span aria-hidden="true" className="css-icon css-icon-map-pin mt-0.5 size-5 shrink-0" />
              <span>
                {[listing.address, listing.city, [listing.state, listing.zipCode].filter(Boolean).join(" ")]
                  .filter(Boolean)
                  .join(", ")}
              </span>
            </p>
            {listing.locationPrecision === "zip" && listing.zipCode ? (
              <p className="text-sm text-fg-muted" data-approximate>
                {t("registry.approximate", { zip: listing.zipCode })}
              </p>
            ) : null}
            {listing.lastVerifiedAt ? (
              <p className="text-sm text-fg-muted" data-verified>
                {t("detail.verified", { date: formatDate(listing.lastVerifiedAt) })}
                {data.verifiedStale ? (
                  <span className="ms-2 font-semibold text-warning">{t("detail.stale")}</span>
                ) : null}
              </p>
            ) : null}
          </div>
        </Card>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-8">
            {listing.description ? (
              <Section id="about-heading" title={t("detail.about")}>
                <p lang={AUTHORED_LANGUAGE} className="leading-7 whitespace-pre-line">
                  {listing.description}
                </p>
                <SourceLine entry={listing.sources.description} />
              </Section>
            ) : registry ? (
              <Section id="about-heading" title={t("detail.about")}>
                <p className="text-fg-muted">{t("registry.notProvided")}</p>
              </Section>
            ) : null}
            {listing.services.length ? (
              <Section id="services-heading" title={t("detail.services")}>
                <Chips items={listing.services.map((s) => serviceLabel(t, s))} />
                <SourceLine entry={listing.sources.services} />
                <ExpiredFactNote freshness={listing.freshness} fact="services" />
              </Section>
            ) : null}
            <Section id="insurance-heading" title={t("detail.insurance")}>
              {listing.insurances.length ? (
                <>
                  <Chips items={listing.insurances.map((i) => i.displayName)} />
                  <SourceLine entry={listing.sources.insurances} />
                  <ExpiredFactNote freshness={listing.freshness} fact="insurances" />
                </>
              ) : (
                <p className="text-fg-muted">{registry ? t("registry.notProvided") : t("detail.noInsurance")}</p>
              )}
            </Section>
            <CredentialsSection listing={listing} />
            {listing.serviceAreas.length ? (
              <Section id="service-area-heading" title={t("serviceArea.heading")}>
                <ServiceAreaList areas={listing.serviceAreas} />
                <SourceLine entry={listing.sources.serviceAreas} />
              </Section>
            ) : null}
            <Section id="fit-heading" title={t("detail.fit")}>
              <dl className="grid gap-4 sm:grid-cols-2">
                <div>
                  <dt className="font-semibold">{t("detail.ages")}</dt>
                  <dd className="text-fg-muted">{ages ?? t("detail.notListed")}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("detail.settings")}</dt>
                  <dd className="text-fg-muted">
                    {listing.careSettings.length
                      ? listing.careSettings.map((s) => known("setting", s)).join(", ")
                      : t("detail.notListed")}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("detail.languages")}</dt>
                  <dd className="text-fg-muted">
                    {listing.languages.length
                      ? listing.languages.map((l) => known("language", l)).join(", ")
                      : t("detail.notListed")}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">{t("detail.funding")}</dt>
                  <dd className="text-fg-muted">
                    {listing.fundingAccepted.length
                      ? listing.fundingAccepted.map((f) => known("funding", f)).join(", ")
                      : t("detail.notListed")}
                  </dd>
                </div>
              </dl>
            </Section>
            {listing.bcbaCertificantNumbers.length ? (
              <Section id="bcba-heading" title={t("detail.bcba")}>
                <p className="text-sm text-fg-muted">{t("detail.bcbaHelp")}</p>
                <ul role="list" className="flex flex-wrap gap-3">
                  {listing.bcbaCertificantNumbers.map((n) => (
                    <li key={n}>
                      <a
                        href={BACB_REGISTRY_URL}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-1.5 text-link underline"
                      >
                        {t("detail.bcbaNumber", { number: n })}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">({t("content.opensInNewTab")})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <SourcesSection listing={listing} />
            <ReviewsSection data={reviews} />
            <SuggestEditSection listingId={listing.id} notice={data.suggestionNotice} />
          </div>

          <aside aria-label={t("detail.contact")} className="flex flex-col gap-6 lg:self-start">
            <Card className="flex flex-col gap-4 p-5">
              <h2 className="text-xl font-bold">{t("detail.contact")}</h2>
              {listing.phone ? (
                <p className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-5 text-fg-muted" />
                  {tel ? (
                    <a href={tel} rel="nofollow" className="text-link underline">
                      {formatPhone(listing.phone)}
                    </a>
                  ) : (
                    formatPhone(listing.phone)
                  )}
                </p>
              ) : null}
              {listing.email ? (
                <p className="flex items-center gap-2 break-all">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                  <a href={outboundHref(listing.id, "email")} rel="nofollow" className="text-link underline">
                    {listing.email}
                  </a>
                </p>
              ) : (
                <p className="flex items-center gap-2 text-fg-muted">
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  <span>
                    {t("registry.fact.email")}: {t("registry.notProvided")}
                  </span>
                </p>
              )}
              {listing.website ? (
                <p className="flex items-center gap-2 break-all">
                  <Globe aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                  <a href={outboundHref(listing.id, "website")} rel="nofollow noopener" className="text-link underline">
                    {t("detail.website")}
                  </a>
                </p>
              ) : null}
              {directions ? (
                <p className="flex items-center gap-2">
                  <Navigation aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                  <a href={directions} rel="nofollow" className="text-link underline">
                    {t("detail.directions")}
                  </a>
                </p>
              ) : null}
              <p className="flex items-center gap-2">
                <span aria-hidden="true" className="css-icon css-icon-clock size-5 text-fg-muted" />
                <span>
                  {listing.openingHours
                    ? `${listing.openingHours}${closing ? ` · ${t("listing.openUntil", { time: closing })}` : ""}`
                    : registry
                      ? t("registry.noHours")
                      : t("listing.hoursVary")}
                </span>
              </p>
              {listing.openingHours ? <ExpiredFactNote freshness={listing.freshness} fact="openingHours" /> : null}
              {listing.phone ? <SourceLine entry={listing.sources.phone} /> : null}
            </Card>
            <ClaimInvite listing={listing} />
            {data.otherLocations.length ? (
              <Card className="flex flex-col gap-3 p-5">
                <h2 className="text-lg font-bold">{t("registry.otherLocations")}</h2>
                <ul role="list" className="flex flex-col gap-2">
                  {data.otherLocations.map((l) => (
                    <li key={l.id}>
                      <a href={l.url} className="text-link underline">
                        {l.place}
                      </a>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
            {map ? (
              <MapPanel
                count={null}
                label={t("detail.mapLabel", { name: listing.name })}
                source={map}
                mapClassName="h-56"
                legend={false}
                list={false}
                noScript="map.noScriptListing"
              />
            ) : null}
            {/* After the map: the small map stays near the top, where it loads when the page opens. */}
            <ParentReportSection data={data.parentReports} />
          </aside>
        </div>

        {nearby.length ? (
          <section aria-labelledby="nearby-heading" className="mt-12 flex flex-col gap-4">
            <h2 id="nearby-heading" className="text-2xl font-bold tracking-tight">
              {t("detail.nearby")}
            </h2>
            <ListingGrid listings={nearby} columns={3} label={t("detail.nearby")} />
          </section>
        ) : null}
      </div>
    </main>
  );
}
