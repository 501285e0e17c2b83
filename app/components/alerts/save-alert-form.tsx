import { Input } from "../ui/input.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { ALERT_PATHS } from "@domain/search-alerts.ts";

/**
 * "Email me about this search" (issue 29): a plain form POST to /alerts/save, so it works on the
 * script-free search page. A signed-in user's account address is used; anyone else types one and
 * confirms it from the email.
 */
export function SaveAlertForm({ query, email }: { query: string; email?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="save-alert-heading" className="mt-8 rounded-xl border border-border p-4 sm:p-5">
      <h2 id="save-alert-heading" className="text-lg font-semibold">
        {t("alerts.save.heading")}
      </h2>
      <p className="mt-1 text-base text-fg-muted">{t("alerts.save.lead")}</p>
      <form method="post" action={ALERT_PATHS.save} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="query" value={query} />
        <Input
          name="email"
          type="email"
          autoComplete="email"
          label={t("alerts.save.emailLabel")}
          description={t("alerts.save.emailHint")}
          defaultValue={email}
          className="sm:flex-1"
        />
        <button type="submit" className={buttonClasses({ className: "sm:mb-0.5" })}>
          {t("alerts.save.button")}
        </button>
      </form>
    </section>
  );
}
