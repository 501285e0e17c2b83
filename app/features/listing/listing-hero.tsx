import { initials } from "~/components/listings/initials.ts";
import { detailImageUrl } from "~/components/listings/types.ts";

/**
 * The top of the listing page: the provider's photo, or without one a designed band with the
 * provider's initials, a fraction of a phone's screen instead of a large blank picture tile.
 */
export function ListingHero({ name, image }: { name: string; image: string | undefined }) {
  if (image) return <img src={detailImageUrl(image)} alt="" className="h-56 w-full object-cover sm:h-72" />;
  return (
    <div aria-hidden="true" className="listing-hero-default relative h-20 sm:h-24" data-default-hero>
      <span className="absolute start-6 -bottom-7 flex size-14 items-center justify-center rounded-2xl bg-primary text-xl font-bold tracking-wide text-primary-fg shadow-raised ring-4 ring-surface">
        {initials(name)}
      </span>
    </div>
  );
}
