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
