import { data, redirect } from "react-router";
import type { Route } from "./+types/compare";
import { COMPARE_COOKIE, COMPARE_MAX, compareHref } from "@domain/community/compare.ts";
import { toggleId } from "@domain/community/favorites.ts";
import { idFrom } from "@domain/ids.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { browserCompare, idsCookie } from "~/lib/page-data/saved-cookies.server.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { safeRedirectPath } from "@server/auth/permissions.server.ts";
import { compareListings } from "@server/compare/compare-listings.server.ts";
import { listingsByIds } from "@server/listings/listing-cards.server.ts";
import { CompareView } from "../compare-view.tsx";

export const handle: I18nHandle = {
  i18n: ["community", "listing", "tier", "detail", "expiry", "setting", "language", "funding"],
};

/**
 * /compare?ids=1,2,3&location=78701: up to 4 providers side by side, rendered on the server and
 * shareable. Without ids it shows this browser's tray. ?full=<id> explains the limit to a visitor
 * whose 5th choice was refused without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shared = url.searchParams.get("ids");
  const ids = shared ?? browserCompare(request).join(",");
  const location = url.searchParams.get("location");
  const comparison = await compareListings(context, { ids, location });
  // A shared address whose providers are all unknown (or gone) names nothing: 404. One that
  // still names some shows those.
  if (shared?.trim() && comparison.listings.length === 0) throw data(null, { status: 404 });
  const full = idFrom(url.searchParams.get("full"));
  const refused = full === null ? [] : await listingsByIds(context, { ids: [full] });
  const messages = messagesFor(localeFromRequest(request));
  return data(
    {
      ...comparison,
      location: location ?? "",
      refusedName: refused[0]?.name ?? null,
      title: messages["community.compareTitle"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

/**
 * The tray's POST: intent=add|remove|clear with listingId. The choice lives in a cookie; a 5th
 * is refused: the answer leads to the comparison page saying so (?full=<id>), which the saved
 * island turns into a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const current = browserCompare(request);
  const back = safeRedirectPath(values.returnTo, "/compare");
  let next: number[] = [];
  if (values.intent !== "clear") {
    const listingId = idFrom(values.listingId);
    if (listingId === null) throw data(null, { status: 404 });
    const adding = values.intent === "add";
    if (adding && !current.includes(listingId)) {
      if (current.length >= COMPARE_MAX) {
        return redirect(`${compareHref(current)}&full=${listingId}`, { headers: NO_STORE });
      }
      if ((await listingsByIds(context, { ids: [listingId] })).length === 0) throw data(null, { status: 404 });
    }
    next = adding ? [...current.filter((id) => id !== listingId), listingId] : toggleId(current, listingId, false);
  }
  const headers = { ...NO_STORE, "Set-Cookie": idsCookie(COMPARE_COOKIE, next, context.auth.secure) };
  return redirect(back, { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Compare"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <CompareView
        data={loaderData}
        title={loaderData.title}
        intro={t("community.compareIntro", { max: COMPARE_MAX })}
      />
    </main>
  );
}
