import { data } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { TOKEN_PAGE_REFERRER_POLICY, tokenPageReferrerMeta } from "~/lib/token-page.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ALERT_PATHS } from "@domain/search-alerts.ts";
import { alertTokenState } from "@server/alerts/alert-tokens.server.ts";
import { unsubscribeAlerts } from "@server/alerts/manage-alerts.server.ts";
import { AlertLinkPage, type AlertLinkResult } from "../alert-link-page.tsx";

export const handle: I18nHandle = { i18n: ["alerts"] };

const HEADERS = { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };

function answer(request: Request, view: { token: string; email: string; result: AlertLinkResult | null }) {
  return data(
    {
      ...view,
      title: messagesFor(localeFromRequest(request))["alerts.unsubscribe.title"],
      i18n: routeMessages(request, handle.i18n),
    },
    { status: view.result?.kind === "refused" ? 404 : 200, headers: HEADERS },
  );
}

/**
 * The unsubscribe link of every alert email (and its List-Unsubscribe header): GET shows one
 * button; the button's POST, or a mail program's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, token in the address, no Origin), deletes every saved search of
 * the address. Works any number of times.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await alertTokenState(context.database, token, "unsubscribe");
  if (state.state !== "valid")
    return answer(request, { token: "", email: "", result: { kind: "refused", reason: "invalid" } });
  return answer(request, { token, email: state.email, result: null });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const token = values.token || new URL(request.url).searchParams.get("token") || "";
  const outcome = await unsubscribeAlerts(context.database, token);
  if (outcome.state !== "done")
    return answer(request, { token: "", email: "", result: { kind: "refused", reason: "invalid" } });
  const message = messagesFor(localeFromRequest(request))["alerts.unsubscribe.done"].replace("{email}", outcome.email);
  return answer(request, { token: "", email: outcome.email, result: { kind: "done", message } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { ...HEADERS, ...Object.fromEntries((actionHeaders ?? loaderHeaders).entries()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Stop search alerts"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    tokenPageReferrerMeta,
  ];
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData;
  return (
    <AlertLinkPage
      title={t("alerts.unsubscribe.title")}
      intro={t("alerts.unsubscribe.lead", { email: view.email })}
      button={t("alerts.unsubscribe.button")}
      path={ALERT_PATHS.unsubscribe}
      token={view.token}
      result={view.result}
    />
  );
}
