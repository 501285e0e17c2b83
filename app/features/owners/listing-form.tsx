import type { ReactNode } from "react";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { ActionForm } from "~/components/forms/action-form.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import type { FormState } from "@domain/form-state.ts";
import { LISTING_LIMITS } from "@domain/owner-listings.ts";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICE_LANGUAGES, SERVICES } from "@domain/services.ts";
import { US_STATES } from "@domain/states.ts";
import { splitMulti, type MULTI_FIELDS } from "./listing-form-values.ts";
import { PinPicker } from "./pin-picker.tsx";

export interface InsurerOption {
  id: number;
  displayName: string;
}

/**
 * The listing form, for adding and for editing: a plain POST form (works without JavaScript),
 * each field typed back and its error named after a failed submission. Multi-choice fields
 * travel as repeated names; their typed-back values are newline-joined (listing-form-values.ts).
 */
export function ListingForm({
  state,
  initial,
  insurers,
  submitLabel,
}: {
  state: FormState | undefined;
  /** Values of the stored listing (edit) or empty (add). */
  initial: Record<string, string>;
  insurers: readonly InsurerOption[];
  submitLabel: string;
}) {
  const t = useT();
  const values = state?.values ?? initial;
  const errors = state?.fields ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });

  return (
    <ActionForm state={state} messageId="listing-message" className="flex flex-col gap-8">
      <p className="text-sm text-fg-muted">{t("owners.requiredNote")}</p>
      <Section title={t("owners.sectionPractice")}>
        <Input
          label={t("owners.name")}
          required
          maxLength={LISTING_LIMITS.nameMax}
          autoComplete="organization"
          {...field("name")}
        />
        <Textarea
          label={t("owners.description")}
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMax}
          {...field("description")}
        />
      </Section>

      <Section title={t("owners.sectionLocation")}>
        <Input
          label={t("owners.address")}
          autoComplete="street-address"
          maxLength={LISTING_LIMITS.addressMax}
          {...field("address")}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={t("owners.city")}
            required
            autoComplete="address-level2"
            maxLength={LISTING_LIMITS.cityMax}
            {...field("city")}
          />
          <Select
            label={t("owners.state")}
            required
            placeholderOption=""
            options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
            {...field("state")}
          />
          <Input
            label={t("owners.zip")}
            description={t("owners.zipHint")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...field("zipCode")}
          />
        </div>
        <fieldset className="flex flex-col gap-3" aria-describedby="coordinates-hint">
          <legend className="font-semibold">{t("owners.coordinates")}</legend>
          <p id="coordinates-hint" className="text-sm text-fg-muted">
            {t("owners.coordinatesHint")}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label={t("owners.latitude")} inputMode="decimal" {...field("latitude")} />
            <Input label={t("owners.longitude")} inputMode="decimal" {...field("longitude")} />
          </div>
          <PinPicker
            stored={{
              latitude: initial.latitude ?? "",
              longitude: initial.longitude ?? "",
              zipCode: initial.zipCode ?? "",
            }}
          />
        </fieldset>
      </Section>

      <Section title={t("owners.sectionContact")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t("owners.phone")}
            description={t("owners.phoneHint")}
            type="tel"
            autoComplete="tel"
            {...field("phone")}
          />
          <Input
            label={t("owners.email")}
            description={t("owners.emailHint")}
            type="email"
            required
            autoComplete="email"
            {...field("email")}
          />
          <Input label={t("owners.website")} type="url" autoComplete="url" {...field("website")} />
          <Input
            label={t("owners.hours")}
            description={t("owners.hoursHint")}
            maxLength={LISTING_LIMITS.hoursMax}
            {...field("openingHours")}
          />
        </div>
      </Section>

      <Section title={t("owners.sectionServices")}>
        <Choices
          name="services"
          legend={t("owners.services")}
          options={SERVICES.map((s) => ({ value: s, label: t(`service.${s}` as MessageKey) }))}
          values={values}
          error={errors.services}
        />
        <Choices
          name="insurerIds"
          legend={t("owners.insurers")}
          options={insurers.map((i) => ({ value: String(i.id), label: i.displayName }))}
          values={values}
          error={errors.insurerIds}
        />
      </Section>

      <Section title={t("owners.sectionIntake")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t("owners.accepting")}
            options={[
              { value: "unknown", label: t("owners.acceptingUnknown") },
              { value: "yes", label: t("owners.acceptingYes") },
              { value: "no", label: t("owners.acceptingNo") },
            ]}
            {...field("acceptingNewClients")}
          />
          <Input label={t("owners.waitlistWeeks")} inputMode="numeric" {...field("waitlistWeeks")} />
          <Input label={t("owners.minAge")} inputMode="numeric" {...field("minAgeYears")} />
          <Input label={t("owners.maxAge")} inputMode="numeric" {...field("maxAgeYears")} />
        </div>
        <Choices
          name="careSettings"
          legend={t("owners.careSettings")}
          options={CARE_SETTINGS.map((s) => ({ value: s, label: t(`setting.${s}` as MessageKey) }))}
          values={values}
          error={errors.careSettings}
        />
        <Choices
          name="languages"
          legend={t("owners.languages")}
          options={SERVICE_LANGUAGES.map((s) => ({ value: s, label: t(`language.${s}` as MessageKey) }))}
          values={values}
          error={errors.languages}
        />
        <Choices
          name="fundingAccepted"
          legend={t("owners.funding")}
          options={FUNDING_SOURCES.map((s) => ({ value: s, label: t(`funding.${s}` as MessageKey) }))}
          values={values}
          error={errors.fundingAccepted}
        />
        <Textarea
          label={t("owners.bcba")}
          description={t("owners.bcbaHint")}
          rows={3}
          {...field("bcbaCertificantNumbers")}
        />
      </Section>
      <SubmitButton pendingLabel={t("owners.saving")}>{submitLabel}</SubmitButton>
    </ActionForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A group of checkboxes sharing one name; its error is tied to the group. */
function Choices({
  name,
  legend,
  options,
  values,
  error,
}: {
  name: (typeof MULTI_FIELDS)[number];
  legend: string;
  options: { value: string; label: string }[];
  values: Record<string, string>;
  error: string | undefined;
}) {
  const chosen = new Set(splitMulti(values[name]));
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {error ? (
        <p id={errorId} className="mb-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <Checkbox key={o.value} name={name} value={o.value} label={o.label} defaultChecked={chosen.has(o.value)} />
        ))}
      </div>
    </fieldset>
  );
}
