import { Link } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import type { MatchListing } from "@server/nppes/registry-match-queue.server.ts";

/** One listing of a possible duplicate: what an admin compares, and links to its pages. */
export function MatchSide({ heading, listing }: { heading: string; listing: MatchListing }) {
  const t = useT();
  const none = <span className="text-fg-muted">{t("adminRegistry.matches.notProvided")}</span>;
  const owner = listing.owner
    ? listing.ownerVerified
      ? t("adminRegistry.matches.ownerVerified", { name: listing.owner })
      : listing.owner
    : t("adminRegistry.matches.noOwner");
  return (
    <div className="rounded-lg border border-border p-3">
      <h3 className="mb-2 font-semibold">{heading}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminRegistry.matches.name")}</dt>
        <dd className="break-words">{listing.name}</dd>
        <dt className="font-semibold">{t("adminRegistry.matches.address")}</dt>
        <dd className="break-words">{[listing.address, listing.city, listing.state].filter(Boolean).join(", ")}</dd>
        <dt className="font-semibold">{t("adminRegistry.matches.zip")}</dt>
        <dd>{listing.zipCode ?? none}</dd>
        <dt className="font-semibold">{t("adminRegistry.matches.email")}</dt>
        <dd className="break-all">{listing.email ?? none}</dd>
        <dt className="font-semibold">{t("adminRegistry.matches.phone")}</dt>
        <dd>{listing.phone ?? none}</dd>
        <dt className="font-semibold">{t("adminRegistry.matches.owner")}</dt>
        <dd className="break-words">{owner}</dd>
      </dl>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href={`/listings/${listing.id}`} className="link">
            {t("adminRegistry.matches.publicPage", { name: listing.name })}
          </a>
        </li>
        <li>
          <Link to={`/admin/listings/${listing.id}`} className="link">
            {t("adminRegistry.matches.adminPage", { name: listing.name })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
