import { Form, data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { ReactNode } from "react";
import type { Route } from "./+types/alerts";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Card } from "~/components/ui/card.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { TOKEN_PAGE_REFERRER_POLICY, tokenPageReferrerMeta } from "~/lib/token-page.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ALERT_RADIUS_CHOICES } from "@domain/search-alerts.ts";
import { describeSavedSearch } from "@server/alerts/saved-search-words.server.ts";
import { hitRateLimit } from "@server/rate-limit/rate-limit.server.ts";
import {
  changeSavedSearch,
  listSavedSearches,
  ownerOfLink,
  ownerOfUser,
  parseAlertChange,
  type AlertsOwner,
} from "@server/alerts/manage-alerts.server.ts";
import type { AppLoadContext } from "react-router";

export const handle: I18nHandle = { i18n: ["alerts"] };

const HEADERS = { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };

type Access =
  | { state: "owner"; owner: AlertsOwner; email: string }
  | { state: "invalid" | "used" | "expired" | "signed_out" | "rate_limited" };

/**
 * Who is asking: a manage link (?token=, from an alert email) reaches its address's searches; else
 * the signed-in account its own. A link that does not work is refused with a clear page, never
 * replaced by the session silently.
 */
async function access(request: Request, context: AppLoadContext, formToken?: string): Promise<Access> {
  const token = formToken ?? new URL(request.url).searchParams.get("token");
  if (token !== null && token !== "") {
    const attempt = await hitRateLimit(context.database, "alertLinkIp", context.auth.ip ?? "unknown");
    if (attempt.blocked) return { state: "rate_limited" };
    const link = await ownerOfLink(context.database, token);
    if ("refused" in link) return { state: link.refused };
    return { state: "owner", owner: link.owner, email: link.owner.kind === "link" ? link.owner.email : "" };
  }
  const user = await context.auth.user();
  if (!user) return { state: "signed_out" };
  return { state: "owner", owner: ownerOfUser(user), email: user.email };
}

const STATUS: Record<Exclude<Access["state"], "owner">, number> = {
  invalid: 404,
  used: 410,
  expired: 410,
  signed_out: 200,
  rate_limited: 429,
};

async function page(request: Request, context: AppLoadContext, who: Access, notice: "updated" | "deleted" | null) {
  const locale = localeFromRequest(request);
  const common = { title: messagesFor(locale)["alerts.title"], i18n: routeMessages(request, handle.i18n), notice };
  if (who.state !== "owner") {
    return data(
      { ...common, state: who.state, email: "", token: "", searches: [] },
      { status: STATUS[who.state], headers: HEADERS },
    );
  }
  const rows = await listSavedSearches(context.database, who.owner);
  const searches = rows.map((row) => ({
    id: row.id,
    words: describeSavedSearch(locale, row),
    radiusMiles: row.radiusMiles,
    paused: row.paused,
    confirmed: row.confirmed,
    query: row.query,
  }));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ ...common, state: "owner" as const, email: who.email, token, searches }, { headers: HEADERS });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return page(request, context, await access(request, context), null);
}

/** Pause, resume, change the distance of or delete one saved search (a plain form POST). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const who = await access(request, context, values.token || undefined);
  if (who.state !== "owner") return page(request, context, who, null);
  const change = parseAlertChange({ action: values.action, radius: values.radius });
  const id = Number(values.id);
  if (!change || !(await changeSavedSearch(context.database, who.owner, id, change))) {
    const response = await page(request, context, who, null);
    return data(response.data, { status: 404, headers: HEADERS });
  }
  return page(request, context, who, change.action === "delete" ? "deleted" : "updated");
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { ...HEADERS, ...Object.fromEntries((actionHeaders ?? loaderHeaders).entries()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Search alerts"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    tokenPageReferrerMeta,
  ];
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData;
  return (
    <main id="main" tabIndex={-1} className="page-container max-w-3xl py-10 focus:outline-none sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t("alerts.title")}</h1>
      {view.state === "owner" ? <p className="mt-2 text-fg-muted">{t("alerts.lead", { email: view.email })}</p> : null}
      <div className="mt-6">
        <Body view={view} />
      </div>
    </main>
  );
}

type View = Route.ComponentProps["loaderData"];

function Body({ view }: { view: View }) {
  const t = useT();
  if (view.state !== "owner") {
    const [title, text] =
      view.state === "signed_out"
        ? [null, t("alerts.signInOrLink")]
        : view.state === "rate_limited"
          ? [null, t("alerts.error.rate_limited")]
          : [t(`alerts.link.${view.state}.title`), t(`alerts.link.${view.state}`)];
    return (
      <Card className="p-5 sm:p-6">
        {title ? <h2 className="mb-3 text-xl font-semibold">{title}</h2> : null}
        <FormMessage kind={view.state === "signed_out" ? "success" : "error"} id="alerts-message">
          {text}
        </FormMessage>
        {view.state === "signed_out" ? (
          <Link to="/login?redirectTo=%2Falerts" className={buttonClasses({ variant: "secondary" })}>
            {t("alerts.signIn")}
          </Link>
        ) : null}
      </Card>
    );
  }
  return (
    <>
      {view.notice ? (
        <FormMessage kind="success" id="alerts-message">
          {t(view.notice === "deleted" ? "alerts.deleted" : "alerts.updated")}
        </FormMessage>
      ) : null}
      {view.searches.length === 0 ? <p className="text-base">{t("alerts.none")}</p> : null}
      <ul className="flex flex-col gap-4">
        {view.searches.map((s) => (
          <li key={s.id}>
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <p className="text-base font-medium">
                {s.words}
                {s.paused ? <span className="ml-2 text-sm text-fg-muted">({t("alerts.paused")})</span> : null}
              </p>
              {!s.confirmed ? <p className="text-sm text-fg-muted">{t("alerts.unconfirmed")}</p> : null}
              <div className="flex flex-wrap items-end gap-3">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="token" value={view.token} />
                  <input type="hidden" name="id" value={s.id} />
                  <input type="hidden" name="action" value="radius" />
                  <label className="flex flex-col text-sm">
                    {t("alerts.radiusLabel")}
                    <select
                      name="radius"
                      defaultValue={String(s.radiusMiles)}
                      className="min-h-11 rounded-lg border border-border bg-bg px-2"
                    >
                      {(ALERT_RADIUS_CHOICES.includes(s.radiusMiles as (typeof ALERT_RADIUS_CHOICES)[number])
                        ? ALERT_RADIUS_CHOICES
                        : [...ALERT_RADIUS_CHOICES, s.radiusMiles].sort((a, b) => a - b)
                      ).map((miles) => (
                        <option key={miles} value={miles}>
                          {t("alerts.radiusOption", { miles })}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className={buttonClasses({ variant: "secondary" })}>
                    {t("alerts.saveRadius")}
                  </button>
                </Form>
                <SearchAction token={view.token} id={s.id} action={s.paused ? "resume" : "pause"}>
                  {t(s.paused ? "alerts.resume" : "alerts.pause")}
                </SearchAction>
                <SearchAction token={view.token} id={s.id} action="delete">
                  {t("alerts.delete")}
                </SearchAction>
                <Link to={`/search?${s.query}`} className="link text-base">
                  {t("alerts.openSearch")}
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One saved search's button (pause, resume, delete): a plain form, as without JavaScript. */
function SearchAction({
  token,
  id,
  action,
  children,
}: {
  token: string;
  id: number;
  action: "pause" | "resume" | "delete";
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="action" value={action} className={buttonClasses({ variant: "secondary" })}>
        {children}
      </button>
    </Form>
  );
}
