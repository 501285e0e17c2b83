import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/insurance-edit";
import { ActionForm } from "~/components/forms/action-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { backTo, failedSave, noticeFrom, readForm, valueOr } from "~/features/admin/catalogue/catalogue-page.server.ts";
import { CatalogueNotice, catalogueFields } from "~/features/admin/catalogue/catalogue-ui.tsx";
import { VisibilitySection } from "~/features/admin/catalogue/catalogue-edit.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { CATALOGUE_LIMITS } from "@domain/catalogue-admin.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { getAdminInsurer } from "@server/catalogue/get-admin-insurer.server.ts";
import { saveInsurer } from "@server/catalogue/save-insurer.server.ts";
import { setInsurerActive } from "@server/catalogue/set-insurer-active.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue"] };

const PATH = "/admin/insurance";

/** /admin/insurance/new adds an insurer; /admin/insurance/:id edits one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "insurance");
  const locale = localeFromRequest(request);
  const insurer = params.id === "new" ? null : valueOr(await getAdminInsurer(context, { id: params.id }), locale);
  const messages = messagesFor(locale);
  return data(
    {
      title: insurer ? messages["adminCatalogue.insurance.editTitle"] : messages["adminCatalogue.insurance.newTitle"],
      insurer,
      notice: noticeFrom(request),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** Save (intent save), or hide / show. A bad field answers the form again with what was typed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "insurance");
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const values = form ? formValues(form) : {};
  if (values.intent === "hide" || values.intent === "show") {
    const result = await setInsurerActive(context, { id: params.id, active: values.intent === "show" });
    if (!result.ok) return failedSave(result.error, locale, {});
    return backTo(form, PATH, `${PATH}/${result.value.id}`, values.intent === "show" ? "shown" : "hidden");
  }
  const result = await saveInsurer(context, { id: params.id, values });
  if (!result.ok) return failedSave(result.error, locale, values);
  return redirect(`${PATH}/${result.value.id}?notice=${result.value.created ? "created" : "saved"}`, {
    headers: NO_STORE,
  });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminInsuranceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { insurer } = loaderData;
  const state = actionData as FormState | undefined;
  const field = catalogueFields(state);
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to={PATH} className="link">
          {t("adminCatalogue.backToList")}
        </Link>
      </p>
      {state ? null : <CatalogueNotice notice={loaderData.notice} />}
      <ActionForm
        key={insurer?.id ?? "new"}
        state={state}
        messageId="insurer-form-message"
        className="flex max-w-xl flex-col gap-5"
      >
        <input type="hidden" name="intent" value="save" />
        <Input
          label={t("adminCatalogue.insurance.displayName")}
          required
          maxLength={CATALOGUE_LIMITS.insurerName}
          {...field("displayName", insurer?.displayName)}
        />
        <Input
          label={t("adminCatalogue.insurance.name")}
          description={t("adminCatalogue.insurance.nameHelp")}
          required
          maxLength={CATALOGUE_LIMITS.insurerName}
          {...field("name", insurer?.name)}
        />
        <Input
          label={t("adminCatalogue.sortOrder")}
          description={t("adminCatalogue.sortOrderHelp")}
          inputMode="numeric"
          {...field("sortOrder", String(insurer?.sortOrder ?? 0))}
        />
        <div>
          <Button type="submit">{insurer ? t("adminCatalogue.save") : t("adminCatalogue.create")}</Button>
        </div>
      </ActionForm>
      {insurer ? (
        <VisibilitySection id="insurer-visibility" action={`${PATH}/${insurer.id}`} active={insurer.isActive} />
      ) : null}
    </AdminPage>
  );
}
