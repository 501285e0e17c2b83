import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/parent-reports";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, QueueItem, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { textLanguage } from "@domain/i18n/content-language.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { adminParentReports } from "@server/parent-reports/admin-parent-reports.server.ts";
import { dismissParentReport } from "@server/parent-reports/dismiss-parent-report.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration", "parentReport"] };

/** "Did you contact them?" reports (issue 29): every open one, oldest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "parentReports");
  const locale = localeFromRequest(request);
  const reports = await adminParentReports(context);
  if (!reports.ok) throw formErrorResponse(reports.error, locale);
  return data(
    {
      title: messagesFor(locale)["parentReport.adminTitle"],
      reports: reports.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** intent=dismiss with the report's id. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "parentReports");
  const locale = localeFromRequest(request);
  const values = await postedValues(request);
  const raw = Number(values.reportId);
  const reportId = Number.isSafeInteger(raw) && raw > 0 && raw < 2 ** 31 ? raw : 0;
  if (values.intent !== "dismiss") throw new Response("Bad request", { status: 400 });
  const result = await dismissParentReport(context, { reportId });
  if (!result.ok) return refused(result.error, locale, "page", values);
  return done(messagesFor(locale)["parentReport.adminDismissed"], "page");
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminParentReports({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminPage title={t("parentReport.adminTitle")} lead={t("parentReport.adminLead")}>
      <ActionMessage state={state} target="page" id="page-message" />
      {loaderData.reports.length === 0 ? (
        <p>{t("parentReport.adminEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="parent-reports">
          {loaderData.reports.map((r) => (
            <QueueItem
              key={r.id}
              title={t("parentReport.adminFor", { name: r.listingName, kind: t(`parentReport.kind.${r.kind}`) })}
            >
              <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                {r.note ? (
                  <>
                    <dt className="font-semibold">{t("parentReport.noteLabel")}</dt>
                    <dd lang={textLanguage(r.language)} className="break-words whitespace-pre-wrap">
                      {r.note}
                    </dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t("adminModeration.claims.sent")}</dt>
                <dd>{r.createdAt.slice(0, 10)}</dd>
              </dl>
              <p className="mb-3">
                <Link to={`/admin/listings/${r.listingId}`} className="link">
                  {r.listingName}
                </Link>
              </p>
              <Form method="post" className="flex flex-wrap gap-3">
                <input type="hidden" name="reportId" value={r.id} />
                <button type="submit" name="intent" value="dismiss" className={buttonClasses({ variant: "secondary" })}>
                  {t("parentReport.adminDismiss")}
                </button>
              </Form>
            </QueueItem>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
