import { data } from "react-router";
import type { Route } from "./+types/alerts-confirm";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { TOKEN_PAGE_REFERRER_POLICY, tokenPageReferrerMeta } from "~/lib/token-page.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ALERT_PATHS } from "@domain/search-alerts.ts";
import { hitRateLimit } from "@server/rate-limit/rate-limit.server.ts";
import { alertTokenState } from "@server/alerts/alert-tokens.server.ts";
import { confirmSavedSearch } from "@server/alerts/manage-alerts.server.ts";
import { AlertLinkPage, type AlertLinkResult } from "../alert-link-page.tsx";
import type { AppLoadContext } from "react-router";

export const handle: I18nHandle = { i18n: ["alerts"] };

const HEADERS = { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };
const REFUSED_STATUS = { invalid: 404, used: 410, expired: 410, rate_limited: 429 } as const;

function answer(request: Request, token: string, result: AlertLinkResult | null) {
  return data(
    {
      token,
      result,
      title: messagesFor(localeFromRequest(request))["alerts.confirm.title"],
      i18n: routeMessages(request, handle.i18n),
    },
    { status: result?.kind === "refused" ? REFUSED_STATUS[result.reason] : 200, headers: HEADERS },
  );
}

async function limited(context: AppLoadContext) {
  return (await hitRateLimit(context.database, "alertLinkIp", context.auth.ip ?? "unknown")).blocked;
}

/** The confirmation link of a saved search (double opt-in): GET shows one button, POST starts the alert. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (await limited(context)) return answer(request, "", { kind: "refused", reason: "rate_limited" });
  const state = await alertTokenState(context.database, token, "confirm");
  if (state.state !== "valid") return answer(request, "", { kind: "refused", reason: state.state });
  return answer(request, token, null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const token = values.token || new URL(request.url).searchParams.get("token") || "";
  if (await limited(context)) return answer(request, "", { kind: "refused", reason: "rate_limited" });
  const outcome = await confirmSavedSearch(context.database, token);
  if (outcome.state !== "confirmed") return answer(request, "", { kind: "refused", reason: outcome.state });
  return answer(request, "", { kind: "done", message: messagesFor(localeFromRequest(request))["alerts.confirm.done"] });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { ...HEADERS, ...Object.fromEntries((actionHeaders ?? loaderHeaders).entries()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Search alert"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    tokenPageReferrerMeta,
  ];
}

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData;
  return (
    <AlertLinkPage
      title={t("alerts.confirm.title")}
      intro={t("alerts.confirm.lead")}
      button={t("alerts.confirm.button")}
      path={ALERT_PATHS.confirm}
      token={view.token}
      result={view.result}
    />
  );
}
