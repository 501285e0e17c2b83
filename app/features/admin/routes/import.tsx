import { data, redirect } from "react-router";
import type { Route } from "./+types/import";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { ImportColumns } from "~/features/admin/import/import-columns.tsx";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { RecentImports } from "~/features/admin/import/recent-imports.tsx";
import { registryUploadState } from "~/features/admin/registry/registry-upload.server.ts";
import { RegistryImports } from "~/features/admin/registry/registry-imports.tsx";
import { RegistryUploadForm } from "~/features/admin/registry/registry-upload-form.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { MAX_IMPORT_MEGABYTES } from "@domain/listing-import.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { recentListingImports } from "@server/import/listing-import-view.server.ts";
import { previewListingImport } from "@server/import/preview-listing-import.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminImport", "adminRegistry"] };

/**
 * /admin/import: upload a listing CSV (then its preview), the template, the export, recent
 * imports; and the NPI Registry part (its form posts to /admin/import/registry).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const recent = await recentListingImports(context);
  if (!recent.ok) throw refusal(recent.error, locale);
  const registry = await registryUploadState(context, locale);
  return data(
    {
      title: messagesFor(locale)["adminImport.title"],
      imports: recent.value,
      registry,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** The upload (multipart): streamed to disk and checked, then the preview page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "import");
  const result = await previewListingImport(context, { request });
  if (!result.ok) return formErrorResponse(result.error, localeFromRequest(request));
  return redirect(`/admin/import/${result.value.id}`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t("adminImport.title")} lead={t("adminImport.lead")}>
      <section aria-labelledby="import-upload" className="flex flex-col gap-4">
        <h2 id="import-upload" className="text-xl font-semibold">
          {t("adminImport.uploadHeading")}
        </h2>
        <p>
          <a href="/admin/import/template.csv" className="link" download>
            {t("adminImport.template")}
          </a>
        </p>
        <ImportColumns />
        {actionData?.formError ? (
          <p role="alert" className="font-medium text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {/* A plain multipart form (no script needed): the file streams to the server as it is read. */}
        <form method="post" encType="multipart/form-data" className="flex max-w-xl flex-col gap-3">
          <Input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            label={t("adminImport.fileLabel")}
            description={t("adminImport.uploadHelp", { megabytes: MAX_IMPORT_MEGABYTES })}
            error={actionData?.fields?.file}
          />
          <div>
            <Button type="submit">{t("adminImport.upload")}</Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="import-registry" className="flex flex-col gap-3">
        <h2 id="import-registry" className="text-xl font-semibold">
          {t("adminRegistry.heading")}
        </h2>
        <RegistryUploadForm demoDataPresent={loaderData.registry.demoDataPresent} />
        <h3 id="import-registry-recent" className="text-lg font-semibold">
          {t("adminRegistry.recentHeading")}
        </h3>
        <RegistryImports imports={loaderData.registry.imports} />
      </section>

      <section aria-labelledby="import-export" className="flex flex-col gap-3">
        <h2 id="import-export" className="text-xl font-semibold">
          {t("adminImport.exportHeading")}
        </h2>
        <p className="text-fg-muted">{t("adminImport.exportHelp")}</p>
        <ul className="flex flex-col gap-2">
          <li>
            <a href="/admin/import/export.csv" className="link" download>
              {t("adminImport.exportAll")}
            </a>
          </li>
          <li>
            <a href="/admin/listings" className="link">
              {t("adminImport.exportFiltered")}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="import-recent" className="flex flex-col gap-3">
        <h2 id="import-recent" className="text-xl font-semibold">
          {t("adminImport.recentHeading")}
        </h2>
        <RecentImports imports={loaderData.imports} />
      </section>
    </AdminPage>
  );
}
