import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/import-registry";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { registryUploadState } from "~/features/admin/registry/registry-upload.server.ts";
import { RegistryUploadForm } from "~/features/admin/registry/registry-upload-form.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { uploadNppesImport } from "@server/nppes/upload-nppes-import.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminImport", "adminRegistry"] };

/** The registry upload form on its own: where a refused upload shows why (without script too). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const { demoDataPresent } = await registryUploadState(context, locale);
  return data(
    {
      title: messagesFor(locale)["adminRegistry.uploadTitle"],
      demoDataPresent,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** The upload (multipart): streamed to disk, checked and queued, then its progress page. */
export async function action({ request, context }: Route.ActionArgs) {
  // Before a byte of the body is read: only a site admin's upload is ever stored.
  await requireAdminSection(request, context, "import");
  const result = await uploadNppesImport(context, { request });
  if (!result.ok) return formErrorResponse(result.error, localeFromRequest(request));
  return redirect(`/admin/import/registry/${result.value.id}`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminImportRegistry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t("adminRegistry.uploadTitle")}>
      <p>
        <Link to="/admin/import" className="link">
          {t("adminRegistry.back")}
        </Link>
      </p>
      <RegistryUploadForm demoDataPresent={loaderData.demoDataPresent} formError={actionData?.formError} />
    </AdminPage>
  );
}
