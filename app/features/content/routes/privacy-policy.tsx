import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/features/content/legal-document.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { contentPageData } from "~/features/content/page-data.server.ts";
import { printStylesheet } from "~/features/content/print-styles.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["content"], scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...contentPageData("privacy", request, context, "/privacy-policy"),
    i18n: routeMessages(request, handle.i18n),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument content={loaderData.content} />;
}
