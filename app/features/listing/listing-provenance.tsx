/**
 * Where a listing's facts come from (issue 27): the NPI and a link to the registry's own record,
 * the credentials the registry publishes, each fact's source and date, and for a listing nobody
 * has claimed, an invitation to its owner. Server markup only: the listing page ships no React.
 */
import { ExternalLink } from "~/components/icons.tsx";
import { formatLongDate } from "@domain/i18n/format.ts";
import { npiRegistryUrl } from "@domain/nppes/registry-links.ts";
import { PROVENANCE_FACTS, type FactSourceEntry, type ProvenanceFact } from "@domain/provenance.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import type { ListingView } from "../../components/listings/types.ts";

function useDate() {
  const { locale } = useI18n();
  return (value: string) => {
    const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? value : formatLongDate(locale, d);
  };
}

function OutLink({ href, children }: { href: string; children: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-link underline"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">({t("content.opensInNewTab")})</span>
    </a>
  );
}

/** "NPI 1234567890 — NPI Registry record", under the listing's name. */
export function RegistryIdentity({ listing }: { listing: Pick<ListingView, "npi" | "registry"> }) {
  const { t } = useI18n();
  if (!listing.npi) return null;
  return (
    <p className="text-sm text-fg-muted" data-npi={listing.npi}>
      {t("registry.npi", { npi: listing.npi })} —{" "}
      <OutLink href={npiRegistryUrl(listing.npi)}>{t("registry.recordLink")}</OutLink>
      {listing.registry?.legalName ? (
        <span className="block">{t("registry.legalName", { name: listing.registry.legalName })}</span>
      ) : null}
    </p>
  );
}

/** The credential text and ABA licenses the registry publishes. */
export function CredentialsSection({ listing }: { listing: Pick<ListingView, "registry" | "sources"> }) {
  const { t } = useI18n();
  const record = listing.registry;
  if (!record || (!record.credential && record.licenses.length === 0)) return null;
  const taxonomy = (code: string) => {
    const key = `registry.taxonomy.${code}` as MessageKey;
    const text = t(key);
    return text === key ? code : text;
  };
  return (
    <section aria-labelledby="credentials-heading" className="flex flex-col gap-3">
      <h2 id="credentials-heading" className="text-xl font-bold tracking-tight">
        {t("registry.credentialsTitle")}
      </h2>
      <ul role="list" className="flex flex-col gap-1">
        {record.credential ? <li>{t("registry.credential", { credential: record.credential })}</li> : null}
        {record.licenses.map((l) => (
          <li key={`${l.code}-${l.number}-${l.state}`}>
            {l.state
              ? t("registry.license", { taxonomy: taxonomy(l.code), number: l.number, state: l.state })
              : t("registry.licenseNoState", { taxonomy: taxonomy(l.code), number: l.number })}
          </li>
        ))}
      </ul>
      <SourceLine entry={listing.sources.credentials} />
    </section>
  );
}

/** "Source: NPI Registry, updated November 9, 2026" under a fact. */
export function SourceLine({ entry }: { entry: FactSourceEntry | undefined }) {
  const { t } = useI18n();
  const date = useDate();
  if (!entry) return null;
  return (
    <p className="text-sm text-fg-muted" data-source={entry.source}>
      {t("registry.sourceLine", {
        source: t(`registry.source.${entry.source}` as MessageKey, { date: date(entry.confirmedOn) }),
      })}
    </p>
  );
}

/** Which facts a listing has, for the sources table: a fact with no value says it is not provided yet. */
function present(listing: ListingView): Record<ProvenanceFact, boolean> {
  return {
    name: true,
    address: Boolean(listing.address || listing.zipCode),
    phone: Boolean(listing.phone),
    email: Boolean(listing.email),
    website: Boolean(listing.website),
    description: Boolean(listing.description),
    openingHours: Boolean(listing.openingHours),
    services: listing.services.length > 0,
    insurances: listing.insurances.length > 0,
    intake: listing.acceptingNewClients !== null,
    credentials: Boolean(listing.registry?.credential || listing.registry?.licenses.length),
    serviceAreas: listing.serviceAreas.length > 0,
  };
}

/** Every fact, where it came from and when it was last confirmed, or that it is not provided yet. */
export function SourcesSection({ listing }: { listing: ListingView }) {
  const { t } = useI18n();
  const date = useDate();
  const has = present(listing);
  const facts = PROVENANCE_FACTS.filter((f) => has[f] || listing.npi !== null);
  if (listing.npi === null && Object.keys(listing.sources).length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="flex flex-col gap-3">
      <h2 id="sources-heading" className="text-xl font-bold tracking-tight">
        {t("registry.sourcesTitle")}
      </h2>
      <p className="text-sm text-fg-muted">{t("registry.sourcesIntro")}</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => {
          const entry = listing.sources[fact];
          return (
            <div key={fact} className="contents" data-fact={fact}>
              <dt className="font-semibold">{t(`registry.fact.${fact}` as MessageKey)}</dt>
              <dd className="text-fg-muted">
                {!has[fact]
                  ? t("registry.notProvided")
                  : entry
                    ? t(`registry.source.${entry.source}` as MessageKey, { date: date(entry.confirmedOn) })
                    : "—"}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** For a listing nobody has claimed: what the registry lacks, and the way to add it. */
export function ClaimInvite({ listing }: { listing: Pick<ListingView, "id" | "userId" | "npi"> }) {
  const { t } = useI18n();
  if (listing.userId !== null || listing.npi === null) return null;
  return (
    <Card className="flex flex-col gap-3 p-5" data-claim-invite>
      <h2 className="text-lg font-bold">{t("registry.claimTitle")}</h2>
      <p className="text-sm text-fg-muted">{t("registry.claimInvite")}</p>
      <a
        href={`/claim-listing?listing=${listing.id}`}
        className={buttonClasses({ variant: "secondary", className: "self-start" })}
      >
        {t("registry.claimLink")}
      </a>
    </Card>
  );
}
