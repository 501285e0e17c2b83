import { cn } from "~/lib/cn.ts";
import { CompareButton } from "./compare-button.tsx";
import { FavoriteButton } from "./favorite-button.tsx";

/** The heart and "Compare" of a listing card or page, kept together so card layouts add one line. */
export function ListingActions({
  listingId,
  name,
  withLabel = false,
  className,
}: {
  listingId: number;
  name: string;
  withLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <FavoriteButton listingId={listingId} name={name} withLabel={withLabel} />
      <CompareButton listingId={listingId} name={name} />
    </div>
  );
}
