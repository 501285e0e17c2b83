import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/alerts-save";
import { AuthPage, FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ALERT_MAX_PER_EMAIL, ALERT_PATHS } from "@domain/search-alerts.ts";
import { saveSearch, type SaveSearchOutcome } from "@server/alerts/save-search.server.ts";
import { SaveAlertForm } from "~/components/alerts/save-alert-form.tsx";

export const handle: I18nHandle = { i18n: ["alerts"] };

/**
 * Opened directly (a GET): how to save a search. Not a redirect, since this loader also runs
 * after the form's POST, whose answer is this page.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { i18n: routeMessages(request, handle.i18n) };
}

const STATUS: Record<Exclude<SaveSearchOutcome, { ok: true }>["code"], number> = {
  email_invalid: 400,
  no_place: 400,
  too_many: 409,
  rate_limited: 429,
};

/**
 * "Email me about this search" from /search (a plain form POST, no JavaScript needed): saved to
 * the account, or a confirmation email sent (server/alerts/save-search.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const outcome = await saveSearch(context, { query: values.query, email: values.email, locale });
  const page = {
    outcome,
    query: typeof values.query === "string" ? values.query.slice(0, 2000) : "",
    email: typeof values.email === "string" ? values.email.slice(0, 254) : "",
    i18n: routeMessages(request, handle.i18n),
  };
  const headers: Record<string, string> = { ...NO_STORE };
  if (!outcome.ok && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(page, { status: outcome.ok ? 200 : STATUS[outcome.code], headers });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? NO_STORE;
}

/** The title is the component's (the action's answer has no meta data); the page is not indexed. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AlertsSave({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (!actionData) {
    return (
      <AuthPage title={t("alerts.save.title")}>
        <title>{`${t("alerts.save.title")} | ABA Atlas`}</title>
        <p className="mb-4 text-base">{t("alerts.save.needsPlace")}</p>
        <Link to="/search" className="link text-base">
          {t("alerts.save.backToSearch")}
        </Link>
      </AuthPage>
    );
  }
  const { outcome, query } = actionData;
  const back = (
    <Link to={`/search${query ? `?${query}` : ""}`} className="link text-base">
      {t("alerts.save.backToSearch")}
    </Link>
  );
  const title = <title>{`${t("alerts.save.title")} | ABA Atlas`}</title>;
  if (outcome.ok) {
    return (
      <AuthPage title={t("alerts.save.title")}>
        {title}
        <FormMessage kind="success" id="alert-save-message">
          {outcome.status === "saved"
            ? t("alerts.save.saved", { email: outcome.email })
            : t("alerts.save.checkInbox", { email: outcome.email })}
        </FormMessage>
        <p className="flex flex-wrap gap-4">
          {back}
          {outcome.status === "saved" ? (
            <Link to={ALERT_PATHS.manage} className="link text-base">
              {t("alerts.title")}
            </Link>
          ) : null}
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t("alerts.save.title")}>
      {title}
      <FormMessage kind="error" id="alert-save-message">
        {t(`alerts.error.${outcome.code}`, { max: ALERT_MAX_PER_EMAIL })}
      </FormMessage>
      {outcome.code === "email_invalid" ? <SaveAlertForm query={query} email={actionData.email} /> : null}
      {back}
    </AuthPage>
  );
}
