import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/import-detail";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { ImportNumbers } from "~/features/admin/import/import-numbers.tsx";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { ImportProgress } from "~/features/admin/import/import-progress.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { discardListingImport } from "@server/import/discard-listing-import.server.ts";
import { describeImportFailure } from "@server/import/import-failure.server.ts";
import { listingImportDetails } from "@server/import/listing-import-view.server.ts";
import { describeFileProblem, describeProblem } from "@server/import/rejected-rows-csv.server.ts";
import { startListingImport } from "@server/import/start-listing-import.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminImport"] };

/** One import: its preview (refused, or counts and problems), its progress, or its result. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const found = await listingImportDetails(context, { importId: params.id });
  if (!found.ok) throw refusal(found.error, locale);
  const item = found.value;
  const fileProblem = item.fileProblem ? describeFileProblem(locale, item.fileProblem) : null;
  return data(
    {
      title: translate(locale, "adminImport.previewTitle", { file: item.fileName }),
      item,
      fileProblem,
      problems: item.status === "ready" ? item.rowProblems.map((p) => describeProblem(locale, p)) : [],
      failure: item.status === "failed" ? describeImportFailure(locale, item.failure) : null,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** Start the checked import (a background job), or discard it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const result =
    intent === "discard"
      ? await discardListingImport(context, { importId: params.id })
      : await startListingImport(context, { importId: params.id });
  if (!result.ok) {
    if (result.error.status === 404 || result.error.status === 403) throw refusal(result.error, locale);
    return formErrorResponse(result.error, locale);
  }
  return redirect(`/admin/import/${result.value.id}`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminImportDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { item, fileProblem, problems, failure } = loaderData;
  const shownCount = item.rowProblemCount + item.previewDuplicates;
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to="/admin/import" className="link">
          {t("adminImport.back")}
        </Link>
      </p>
      {actionData?.formError ? (
        <p role="alert" className="font-medium text-danger">
          {actionData.formError}
        </p>
      ) : null}

      {item.status === "invalid" ? (
        <section aria-labelledby="import-refused" className="flex flex-col gap-2" role="alert">
          <h2 id="import-refused" className="text-xl font-semibold">
            {t("adminImport.refusedHeading")}
          </h2>
          <p data-testid="import-file-problem">{fileProblem}</p>
          <p>{t("adminImport.nothingWritten")}</p>
        </section>
      ) : null}

      {item.status === "discarded" ? <p role="status">{t("adminImport.discarded")}</p> : null}

      {item.status === "ready" ? (
        <>
          <section aria-labelledby="import-summary" className="flex flex-col gap-3">
            <h2 id="import-summary" className="text-xl font-semibold">
              {t("adminImport.summaryHeading")}
            </h2>
            <ImportNumbers
              items={[
                { label: "adminImport.totalRows", value: item.totalRows, testId: "preview-total" },
                { label: "adminImport.willAdd", value: item.validRows, testId: "preview-valid" },
                {
                  label: "adminImport.willSkipDuplicates",
                  value: item.previewDuplicates,
                  testId: "preview-duplicates",
                },
                { label: "adminImport.rowsWithProblems", value: item.rowProblemCount, testId: "preview-problems" },
              ]}
            />
          </section>
          {problems.length > 0 ? (
            <section aria-labelledby="import-problems" className="flex flex-col gap-2">
              <h2 id="import-problems" className="text-xl font-semibold">
                {t("adminImport.problemsHeading")}
              </h2>
              {shownCount > problems.length ? (
                <p className="text-fg-muted">
                  {t("adminImport.problemsShown", { shown: problems.length, count: shownCount })}
                </p>
              ) : null}
              <ul className="flex list-disc flex-col gap-1 pl-6" data-testid="import-problems">
                {problems.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="flex flex-wrap items-start gap-4">
            {item.validRows > 0 ? (
              <form method="post" className="flex flex-col gap-2">
                <p className="max-w-xl text-fg-muted">{t("adminImport.startHelp")}</p>
                <div>
                  <Button type="submit" name="intent" value="start">
                    {t.plural("adminImport.start", item.validRows)}
                  </Button>
                </div>
              </form>
            ) : (
              <p>{t("adminImport.nothingToImport")}</p>
            )}
          </div>
          <form method="post">
            <Button type="submit" name="intent" value="discard" variant="secondary">
              {t("adminImport.discard")}
            </Button>
          </form>
        </>
      ) : null}

      {item.status === "queued" || item.status === "running" ? (
        <section aria-labelledby="import-progress-heading" className="flex flex-col gap-3">
          <h2 id="import-progress-heading" className="text-xl font-semibold">
            {t("adminImport.progressHeading")}
          </h2>
          <ImportProgress
            id={item.id}
            initial={{ status: item.status, processedRows: item.processedRows, totalRows: item.totalRows }}
          />
        </section>
      ) : null}

      {item.status === "done" || item.status === "failed" ? (
        <section aria-labelledby="import-result" className="flex flex-col gap-3">
          <h2 id="import-result" className="text-xl font-semibold">
            {t("adminImport.resultHeading")}
          </h2>
          {failure !== null ? (
            <div role="alert" className="flex flex-col gap-1">
              <p>{t("adminImport.failed")}</p>
              <p data-testid="import-failure">
                <strong>{t("adminImport.failureReason")}:</strong> {failure}
              </p>
            </div>
          ) : null}
          <ImportNumbers
            items={[
              { label: "adminImport.inserted", value: item.insertedRows, testId: "result-inserted" },
              { label: "adminImport.duplicates", value: item.duplicateRows, testId: "result-duplicates" },
              { label: "adminImport.rejected", value: item.rejectedRows, testId: "result-rejected" },
            ]}
          />
          <ul className="flex flex-col gap-2">
            {item.status === "done" ? (
              <li>
                <a href={`/admin/import/${item.id}/rejected.csv`} className="link" download>
                  {t("adminImport.rejectedDownload")}
                </a>
              </li>
            ) : null}
            <li>
              <a href="/admin/import/export.csv" className="link" download>
                {t("adminImport.exportAll")}
              </a>
            </li>
          </ul>
          {item.status === "failed" ? (
            <form method="post" className="flex flex-col gap-2">
              <p className="max-w-xl text-fg-muted">{t("adminImport.discardFailedHelp")}</p>
              <div>
                <Button type="submit" name="intent" value="discard" variant="secondary">
                  {t("adminImport.discardFailed")}
                </Button>
              </div>
            </form>
          ) : null}
        </section>
      ) : null}
    </AdminPage>
  );
}
