import { data } from "react-router";
import type { Route } from "./+types/service-area";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { ActionForm } from "~/components/forms/action-form.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import {
  KINDS_OF_SETTING,
  MAX_AREA_COUNTIES,
  MAX_AREA_ZIPS,
  SERVICE_AREA_SETTINGS,
  areaFormValues,
  readServiceAreas,
  type ServiceAreaSetting,
} from "@domain/service-areas.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { editableListing } from "@server/owners/listing-access.server.ts";
import {
  areaSettingsOf,
  updateServiceAreas,
  type ServiceAreaValues,
} from "@server/owners/update-service-areas.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

// ownerMessage: the refusals of the owner screens.
export const handle: I18nHandle = { i18n: ["serviceArea", "ownerMessage", "owners"] };

const FIELDS = ["kind", "radius", "zips", "counties", "states"] as const;
const fieldName = (setting: ServiceAreaSetting, field: (typeof FIELDS)[number]) => `${setting}.${field}`;

/** The form's values per care setting, from the posted form. */
function readForm(form: FormData): { values: ServiceAreaValues; typedBack: Record<string, string> } {
  const typedBack: Record<string, string> = {};
  const values = {} as ServiceAreaValues;
  for (const setting of SERVICE_AREA_SETTINGS) {
    const get = (field: (typeof FIELDS)[number]) => {
      const v = form.get(fieldName(setting, field));
      const text = typeof v === "string" ? v : "";
      typedBack[fieldName(setting, field)] = text;
      return text;
    };
    values[setting] = {
      kind: get("kind") || "none",
      radius: get("radius"),
      zips: get("zips"),
      counties: get("counties"),
      states: get("states"),
    };
  }
  return { values, typedBack };
}

/** Only the listing's owner or an admin: checked for this listing on every load and save. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const access = await editableListing(context, params.id);
  if (!access.ok) throw refuseOnPage(request, access.error);
  const { listing } = access.value;
  const locale = localeFromRequest(request);
  const areas = readServiceAreas(listing.serviceAreas);
  const initial: Record<string, string> = {};
  for (const setting of SERVICE_AREA_SETTINGS) {
    const v = areaFormValues(areas.find((a) => a.careSetting === setting));
    for (const f of FIELDS) initial[fieldName(setting, f)] = v[f];
  }
  return data(
    {
      id: listing.id,
      name: listing.name,
      title: formatMessage(locale, messagesFor(locale)["serviceArea.title"], { name: listing.name }),
      settings: areaSettingsOf(listing.careSettings),
      initial,
      version: listing.updatedAt.toISOString(),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const { values, typedBack } = readForm(await request.formData());
  const result = await updateServiceAreas(context, { listingId: params.id, values });
  if (!result.ok) {
    if (result.error.status === 401 || result.error.status === 403 || result.error.status === 404)
      throw refuseOnPage(request, result.error);
    return formErrorResponse(result.error, locale, typedBack);
  }
  return data<FormState>({ notice: messagesFor(locale)["serviceArea.saved"] }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

const SETTING_LABEL: Record<ServiceAreaSetting, MessageKey> = {
  "in-home": "serviceArea.inHome",
  telehealth: "serviceArea.telehealth",
};

/**
 * "Where do you serve?": for each care setting the listing offers among in-home visits and
 * telehealth, how far (a radius from the office, zip codes, counties, or for telehealth whole states). A
 * plain POST form: without JavaScript every field shows, and the chosen kind says which counts.
 */
export default function ServiceAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const values = state?.notice ? loaderData.initial : (state?.values ?? loaderData.initial);
  const errors = state?.fields ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <OwnerPage title={t("serviceArea.title", { name: loaderData.name })} lead={t("serviceArea.intro")}>
      <Card className="p-5 sm:p-6">
        {loaderData.settings.length === 0 ? (
          <p>{t("serviceArea.sectionNoSettings")}</p>
        ) : (
          <ActionForm
            key={loaderData.version}
            state={state}
            notice={state?.notice}
            messageId="service-area-message"
            className="flex flex-col gap-8"
          >
            {loaderData.settings.map((setting) => (
              <fieldset key={setting} className="flex flex-col gap-4" data-area-setting={setting}>
                <legend className="mb-2 text-lg font-semibold">{t(SETTING_LABEL[setting])}</legend>
                <Select
                  label={t("serviceArea.kindLabel")}
                  options={[
                    { value: "none", label: t("serviceArea.kind.none") },
                    ...KINDS_OF_SETTING[setting].map((k) => ({
                      value: k,
                      label: t(`serviceArea.kind.${k}` as MessageKey),
                    })),
                  ]}
                  {...field(fieldName(setting, "kind"))}
                />
                {KINDS_OF_SETTING[setting].includes("radius") ? (
                  <Input
                    label={t("serviceArea.radiusLabel")}
                    inputMode="numeric"
                    maxLength={3}
                    {...field(fieldName(setting, "radius"))}
                  />
                ) : null}
                <Textarea
                  label={t("serviceArea.zipsLabel")}
                  rows={2}
                  maxLength={MAX_AREA_ZIPS * 7}
                  {...field(fieldName(setting, "zips"))}
                />
                {KINDS_OF_SETTING[setting].includes("counties") ? (
                  <Textarea
                    label={t("serviceArea.countiesLabel")}
                    rows={3}
                    maxLength={MAX_AREA_COUNTIES * 40}
                    {...field(fieldName(setting, "counties"))}
                  />
                ) : null}
                {KINDS_OF_SETTING[setting].includes("states") ? (
                  <Input
                    label={t("serviceArea.statesLabel")}
                    maxLength={200}
                    {...field(fieldName(setting, "states"))}
                  />
                ) : null}
              </fieldset>
            ))}
            <SubmitButton pendingLabel={t("serviceArea.saving")}>{t("serviceArea.save")}</SubmitButton>
          </ActionForm>
        )}
        <p className="mt-6">
          <a href={`/my-listings/${loaderData.id}/edit`} className="font-medium text-link underline">
            {t("serviceArea.back")}
          </a>
        </p>
      </Card>
    </OwnerPage>
  );
}
