import { MapPinned } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { ListingCard, type CardListing } from "./listing-card.tsx";

/** A grid of listing cards: two columns on the listings page, three on state pages. */
export function ListingGrid({
  listings,
  columns,
  label,
  headingLevel = 3,
}: {
  listings: readonly CardListing[];
  columns: 2 | 3;
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul
      role="list"
      aria-label={label}
      data-tour="listings-grid"
      className={cn("grid gap-5", columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-3")}
    >
      {listings.map((l) => (
        <li key={l.id}>
          <ListingCard listing={l} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the interactive map will go (the map issue): a labelled region stating how many
 * providers match, so the page says something useful without a map.
 */
export function MapSlot({
  count,
  label,
  className,
  children,
}: {
  count: number;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section
      aria-label={label}
      data-map-slot
      data-tour="map"
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface-2 p-6 text-center",
        className,
      )}
    >
      <MapPinned aria-hidden="true" className="size-10 text-primary" />
      <p className="text-lg font-semibold" data-map-count>
        {t("map.count", { count })}
      </p>
      {children}
    </section>
  );
}
