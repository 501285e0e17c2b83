import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/out";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { CLICK_HEADER, encodeClick } from "@domain/insights.ts";
import { SITE_NAME } from "@domain/site.ts";
import { outboundLink } from "@server/insights/outbound-link.server.ts";

export const handle: I18nHandle = { i18n: ["insights"] };

/** Never stored, never indexed: each follow is one click. */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * /out/{listingId}/{kind}: a listing's phone, email, website or directions link. It redirects to
 * the listing's own stored value (never to anything the request names: no open redirect) and
 * tells the insights middleware to count the click, with or without JavaScript. A listing
 * without that link gets a page saying so (404); an unknown or hidden listing the 404 page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const link = await outboundLink(context, { listingId: params.id, kind: params.kind });
  if (link.found === "nothing") throw data(null, { status: 404, headers: PRIVATE });
  if (link.target) {
    return redirect(link.target, {
      status: 302,
      headers: { ...PRIVATE, [CLICK_HEADER]: encodeClick(link.listingId, link.kind) },
    });
  }
  return data(
    { name: link.name, listingUrl: link.listingUrl, kind: link.kind, i18n: routeMessages(request, handle.i18n) },
    { status: 404, headers: PRIVATE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.name} | ${SITE_NAME}` : SITE_NAME },
    { name: "robots", content: "noindex" },
  ];
}

export default function OutboundLinkMissing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { name, listingUrl, kind } = loaderData;
  const link = t(`insights.link.${kind}` as MessageKey);
  return (
    <main id="main" tabIndex={-1} className="page-container py-16 focus:outline-none">
      <h1 className="text-3xl font-bold tracking-tight">{t("insights.outMissing", { link, name })}</h1>
      <p className="mt-4 max-w-xl text-lg text-fg-muted">{t("insights.outMissingText", { link })}</p>
      <p className="mt-6">
        <Link to={listingUrl} className="text-link underline">
          {t("insights.outBack", { name })}
        </Link>
      </p>
    </main>
  );
}

export const ErrorBoundary = DiscoveryErrorBoundary;
