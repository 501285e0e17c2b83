import { useT } from "~/i18n/index.tsx";
import { ServiceAreaList } from "~/components/listings/service-area-list.tsx";
import type { ServiceArea } from "@domain/service-areas.ts";

/**
 * "Where do you serve?" on the edit screen (issue 29): the listing's service areas in words and
 * the link to the form that sets them (its own page, /my-listings/:id/service-area).
 */
export function ServiceAreaSection({
  listingId,
  areas,
  offered,
}: {
  listingId: number;
  areas: readonly ServiceArea[];
  /** The listing offers in-home visits or telehealth. */
  offered: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="service-area-heading" className="flex flex-col gap-3" id="service-area">
      <h2 id="service-area-heading" className="text-xl font-bold tracking-tight">
        {t("serviceArea.sectionTitle")}
      </h2>
      <p className="text-fg-muted">{t("serviceArea.sectionLead")}</p>
      {areas.length ? <ServiceAreaList areas={areas} /> : offered ? <p>{t("serviceArea.sectionNone")}</p> : null}
      {offered ? (
        <p>
          <a href={`/my-listings/${listingId}/service-area`} className="font-medium text-link underline">
            {t("serviceArea.editLink")}
          </a>
        </p>
      ) : (
        <p>{t("serviceArea.sectionNoSettings")}</p>
      )}
    </section>
  );
}
