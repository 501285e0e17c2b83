import { Form } from "react-router";
import { Link } from "~/components/link.tsx";
import { AuthPage, FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import { useT } from "~/i18n/index.tsx";
import { ALERT_PATHS } from "@domain/search-alerts.ts";

/** What became of an alert link (confirm, unsubscribe): shown instead of its button. */
export type AlertLinkResult =
  { kind: "done"; message: string } | { kind: "refused"; reason: "invalid" | "used" | "expired" | "rate_limited" };

/**
 * The page an alert email's link opens: one button that POSTs the token (mail scanners fetch
 * links, so a GET changes nothing), then the result. A refused link says why.
 */
export function AlertLinkPage({
  title,
  intro,
  button,
  path,
  token,
  result,
}: {
  title: string;
  intro: string;
  button: string;
  path: string;
  token: string;
  result: AlertLinkResult | null;
}) {
  const t = useT();
  if (result?.kind === "done") {
    return (
      <AuthPage title={title}>
        <FormMessage kind="success" id="alert-link-message">
          {result.message}
        </FormMessage>
        <Link to="/search" className="link text-base">
          {t("alerts.save.backToSearch")}
        </Link>
      </AuthPage>
    );
  }
  if (result?.kind === "refused") {
    const reason = result.reason;
    return (
      <AuthPage title={reason === "rate_limited" ? title : t(`alerts.link.${reason}.title`)}>
        <FormMessage kind="error" id="alert-link-message">
          {reason === "rate_limited" ? t("alerts.error.rate_limited") : t(`alerts.link.${reason}`)}
        </FormMessage>
        <Link to={ALERT_PATHS.manage} className="link text-base">
          {t("alerts.title")}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} intro={intro}>
      <Form method="post" action={`${path}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel={t("alerts.sending")}>{button}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
