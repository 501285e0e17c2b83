import { Link } from "~/components/link.tsx";
import { CARD_DESCRIPTION_LENGTH, closingTime, shortenDescription } from "@domain/format.ts";
import { Badge, tierBadgeVariant } from "~/components/ui/badge.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { serviceLabel } from "~/components/service-label.ts";
import { useT, type Translate } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { distanceLabel } from "./distance-label.ts";
import { RatingSummary } from "./rating-stars.tsx";
import { ListingActions } from "../community/listing-actions.tsx";
import { useSelectedListing } from "./selected-listing.tsx";
import { cardImageUrl, type ListingView } from "./types.ts";
import { initials } from "./initials.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";
import { stateByCode } from "@domain/states.ts";

const CARD_SERVICE_BADGES = 3;

export type CardListing = Pick<
  ListingView,
  | "id"
  | "name"
  | "description"
  | "address"
  | "city"
  | "state"
  | "zipCode"
  | "openingHours"
  | "tier"
  | "services"
  | "images"
  | "averageRating"
  | "reviewCount"
  | "acceptingNewClients"
  | "waitlistWeeks"
  | "distanceMiles"
  | "locationPrecision"
  | "isNearby"
  | "ownerVerified"
  | "servesSearchedPlace"
  | "providerKind"
  | "url"
>;

export function tierLabel(t: Translate, tier: string): string | null {
  const variant = tierBadgeVariant(tier);
  return variant === "basic" ? null : t(variant === "featured" ? "tier.featured" : "tier.premium");
}

export function IntakeChip({ listing }: { listing: Pick<ListingView, "acceptingNewClients" | "waitlistWeeks"> }) {
  const t = useT();
  if (listing.acceptingNewClients === true) return <Badge variant="success">{t("listing.accepting")}</Badge>;
  if (listing.acceptingNewClients === false)
    return (
      <Badge variant="warning">
        {listing.waitlistWeeks ? t.plural("listing.waitlistWeeks", listing.waitlistWeeks) : t("listing.waitlist")}
      </Badge>
    );
  return null;
}

/**
 * Why a provider whose office may be far is a result (issue 29): its service area covers the
 * place searched: "Serves your area (in-home)" or "Telehealth in Texas".
 */
function ServesArea({ match }: { match: CardListing["servesSearchedPlace"] }) {
  const t = useT();
  if (!match) return null;
  return (
    <p className="text-sm font-semibold text-fg" data-serves-area={match.careSetting}>
      {match.careSetting === "in-home"
        ? t("listing.servesAreaInHome")
        : t("listing.telehealthIn", { state: stateByCode(match.state)?.name ?? match.state ?? "" })}
    </p>
  );
}

/**
 * Spec "Listing card": the whole card opens the listing through one real link (the name, with
 * an overlay stretched over the card), so there are no nested interactive elements. Its icons
 * are CSS masks (app.css .css-icon), not SVG components: a state page renders a dozen cards.
 */
export function ListingCard({ listing, headingLevel = 3 }: { listing: CardListing; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { selectedId } = useSelectedListing();
  const selected = selectedId === listing.id;
  const variant = tierBadgeVariant(listing.tier);
  const tier = tierLabel(t, listing.tier);
  const Heading = `h${headingLevel}` as "h3";
  const closing = closingTime(listing.openingHours);
  const extra = listing.services.length - CARD_SERVICE_BADGES;
  const image = listing.images[0];
  const independent = listing.providerKind === "independent_practitioner";
  const address = [listing.address, listing.city, [listing.state, listing.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <Card
      accent={variant === "basic" ? "none" : variant}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised",
        selected && "ring-4 ring-focus ring-offset-2 ring-offset-bg",
      )}
      data-listing-card={listing.id}
      data-selected={selected || undefined}
    >
      {/* Without a photo, the default image: a short designed band with the provider's initials
          (as the listing page's), not a tall blank tile, so a phone still shows more cards. */}
      {image ? (
        <img src={cardImageUrl(image)} alt="" loading="lazy" className="h-36 w-full object-cover" />
      ) : (
        <div aria-hidden="true" data-default-image className="listing-hero-default flex h-16 items-center px-5">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-base font-bold tracking-wide text-primary-fg ring-2 ring-surface">
            {initials(listing.name)}
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        {tier || listing.isNearby || listing.ownerVerified || independent ? (
          <div className="flex flex-wrap gap-2">
            {tier ? <Badge variant={variant}>{tier}</Badge> : null}
            {listing.ownerVerified ? <Badge variant="success">{t("listing.ownerVerified")}</Badge> : null}
            {/* A single Behavior Analyst's own practice, as the registry lists them (ADR 0019), not a clinic. */}
            {independent ? (
              <Badge variant="neutral" data-independent>
                {t("listing.independent")}
              </Badge>
            ) : null}
            {listing.isNearby ? <Badge variant="primary">{t("listing.nearby")}</Badge> : null}
          </div>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold">
          <Link
            to={listing.url}
            className="text-fg after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-link hover:underline"
          >
            {listing.name}
          </Link>
        </Heading>
        <RatingSummary average={listing.averageRating} count={listing.reviewCount} />
        {address ? (
          <p className="flex items-start gap-1.5 text-sm text-fg-muted">
            <span aria-hidden="true" className="css-icon css-icon-map-pin mt-0.5 size-4 shrink-0" />
            <span>{address}</span>
          </p>
        ) : null}
        {listing.distanceMiles !== null ? (
          <p className="text-sm font-medium text-fg" data-distance>
            {distanceLabel(t, listing.distanceMiles, listing.locationPrecision)}
          </p>
        ) : null}
        <ServesArea match={listing.servesSearchedPlace} />
        {listing.services.length ? (
          <ul role="list" aria-label={t("listing.services")} className="flex flex-wrap gap-1.5">
            {listing.services.slice(0, CARD_SERVICE_BADGES).map((s) => (
              <li key={s}>
                <Badge variant="neutral">{serviceLabel(t, s)}</Badge>
              </li>
            ))}
            {extra > 0 ? (
              <li>
                <Badge variant="neutral">{t("listing.moreServices", { count: extra })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {variant !== "basic" && listing.description ? (
          <p lang={AUTHORED_LANGUAGE} className="text-sm text-fg-muted">
            {shortenDescription(listing.description, CARD_DESCRIPTION_LENGTH)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <span aria-hidden="true" className="css-icon css-icon-clock size-4" />
            {/* "Hours vary" only for hours given; none given is said as such (registry listings have none). */}
            {closing
              ? t("listing.openUntil", { time: closing })
              : listing.openingHours
                ? t("listing.hoursVary")
                : t("listing.hoursNotProvided")}
          </p>
          <IntakeChip listing={listing} />
        </div>
        <ListingActions listingId={listing.id} name={listing.name} />
        {/* A real link named by its visible text, so "click Learn More" by voice works (WCAG 2.5.3);
            out of the tab order, as the name's link above already opens the listing by keyboard. */}
        <Link
          to={listing.url}
          tabIndex={-1}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "relative mt-1 w-full" })}
          data-learn-more
        >
          {t("listing.learnMore")}
          <span className="sr-only"> {t("listing.learnMoreAbout", { name: listing.name })}</span>
        </Link>
      </div>
    </Card>
  );
}
