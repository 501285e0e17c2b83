import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/import-registry-detail";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { intlLocale } from "~/components/page/format.ts";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { skippedByReason } from "~/features/admin/registry/registry-detail.server.ts";
import { RegistryProgress } from "~/features/admin/registry/registry-progress.tsx";
import { RegistryResult } from "~/features/admin/registry/registry-result.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { registryImportDetails } from "@server/nppes/registry-import-view.server.ts";
import { describeRegistryFailure } from "@server/nppes/registry-failure.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminImport", "adminRegistry"] };

/**
 * One registry import (/admin/import/registry/<id>, the address the command line prints): its
 * progress while queued or running, its result when done or failed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const found = await registryImportDetails(context, { importId: params.id });
  if (!found.ok) throw refusal(found.error, locale);
  const item = found.value;
  return data(
    {
      title: translate(locale, "adminRegistry.detailTitle", { file: item.fileName }),
      item,
      skipped: skippedByReason(locale, item.counts),
      failure: describeRegistryFailure(locale, item.failure),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminImportRegistryDetail({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { item, skipped } = loaderData;
  const running = item.status === "queued" || item.status === "running";
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" });
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to="/admin/import" className="link">
          {t("adminRegistry.back")}
        </Link>
      </p>

      <section aria-labelledby="registry-about" className="flex flex-col gap-3">
        <h2 id="registry-about" className="text-xl font-semibold">
          {t("adminRegistry.aboutHeading")}
        </h2>
        <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{t("adminRegistry.about.kind")}</dt>
          <dd>{t(`adminRegistry.kind.${item.kind}`)}</dd>
          <dt className="font-semibold">{t("adminRegistry.about.origin")}</dt>
          <dd>{t(`adminRegistry.origin.${item.origin}`)}</dd>
          <dt className="font-semibold">{t("adminRegistry.about.status")}</dt>
          <dd data-testid="registry-status">{t(`adminRegistry.status.${item.status}`)}</dd>
          {item.fileDate ? (
            <>
              <dt className="font-semibold">{t("adminRegistry.about.fileDate")}</dt>
              <dd>{day.format(new Date(`${item.fileDate}T00:00:00Z`))}</dd>
            </>
          ) : null}
          {item.layoutVersion !== null ? (
            <>
              <dt className="font-semibold">{t("adminRegistry.about.layout")}</dt>
              <dd>{item.layoutVersion}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("adminRegistry.about.started")}</dt>
          <dd>{date.format(new Date(item.createdAt))}</dd>
          {item.finishedAt ? (
            <>
              <dt className="font-semibold">{t("adminRegistry.about.finished")}</dt>
              <dd>{date.format(new Date(item.finishedAt))}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {running ? (
        <section aria-labelledby="registry-progress" className="flex flex-col gap-3">
          <h2 id="registry-progress" className="text-xl font-semibold">
            {t("adminRegistry.progressHeading")}
          </h2>
          <RegistryProgress item={item} />
        </section>
      ) : (
        <section aria-labelledby="registry-result" className="flex flex-col gap-3">
          <h2 id="registry-result" className="text-xl font-semibold">
            {t("adminRegistry.resultHeading")}
          </h2>
          {item.status === "failed" ? (
            <div role="alert" className="flex flex-col gap-1">
              <p>{t("adminRegistry.failed")}</p>
              {loaderData.failure ? (
                <p data-testid="registry-failure">
                  <strong>{t("adminRegistry.failureReason")}:</strong> {loaderData.failure}
                </p>
              ) : null}
            </div>
          ) : null}
          <RegistryResult item={item} skipped={skipped} />
          <p>
            <Link to="/admin/registry-matches" className="link">
              {t("adminRegistry.reviewMatches")}
            </Link>
          </p>
        </section>
      )}
    </AdminPage>
  );
}
