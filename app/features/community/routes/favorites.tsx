import { data, redirect } from "react-router";
import type { Route } from "./+types/favorites";
import { FAVORITES_COOKIE, FAVORITES_COOKIE_MAX, toggleId } from "@domain/community/favorites.ts";
import { idFrom } from "@domain/ids.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { browserFavorites, idsCookie } from "~/lib/page-data/saved-cookies.server.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { toCard } from "~/lib/page-data/listings.server.ts";
import { ListingGrid } from "~/components/listings/results.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { safeRedirectPath } from "@server/auth/permissions.server.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { favoriteIds } from "@server/favorites/favorite-ids.server.ts";
import { setFavorite } from "@server/favorites/set-favorite.server.ts";
import { listingsByIds } from "@server/listings/listing-cards.server.ts";

export const handle: I18nHandle = { i18n: ["community", "listing", "tier"] };

/** /favorites: the saved providers as cards (the account's, or this browser's when signed out). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.auth.user();
  const ids = user ? await favoriteIds(context, { userId: user.id }) : browserFavorites(request);
  const listings = await listingsByIds(context, { ids });
  return data(
    {
      signedIn: user !== null,
      listings: listings.map(toCard),
      title: messagesFor(localeFromRequest(request))["community.favoritesTitle"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The heart's POST (listingId, on=1|0). Signed in: the database; signed out: the browser's
 * cookie, merged into the account at sign-in. It redirects back to the page the heart was on
 * (the saved island reads the new state from that page: ADR 0016).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const listingId = idFrom(values.listingId);
  const on = values.on === "1";
  const back = safeRedirectPath(values.returnTo, "/favorites");
  const answer = (headers: HeadersInit = {}) => redirect(back, { headers: { ...NO_STORE, ...headers } });
  if (listingId === null) throw data(null, { status: 404 });
  const user = await context.auth.user();
  if (user) {
    const result = await setFavorite(context, { listingId, on });
    if (!result.ok) return apiErrorResponse(result.error, localeFromRequest(request));
    return answer();
  }
  if (on && (await listingsByIds(context, { ids: [listingId] })).length === 0) throw data(null, { status: 404 });
  const ids = toggleId(browserFavorites(request), listingId, on).slice(0, FAVORITES_COOKIE_MAX);
  return answer({ "Set-Cookie": idsCookie(FAVORITES_COOKIE, ids, context.auth.secure) });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Favorites"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="flex flex-col gap-8">
        <PageHeader
          title={loaderData.title}
          lead={loaderData.signedIn ? t("community.favoritesIntro") : t("community.favoritesGuestIntro")}
        />
        {loaderData.listings.length ? (
          <ListingGrid
            listings={loaderData.listings}
            columns={3}
            label={t("community.favoritesList")}
            headingLevel={2}
          />
        ) : (
          <p className="text-lg text-fg-muted">{t("community.favoritesEmpty")}</p>
        )}
      </div>
    </main>
  );
}
