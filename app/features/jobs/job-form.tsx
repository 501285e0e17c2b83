import { Form } from "react-router";
import { EMPLOYMENT_TYPES, JOB_LIMITS, JOB_ROLES, PAY_UNITS } from "@domain/job-board.ts";
import type { FormState } from "@domain/form-state.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT } from "~/i18n/index.tsx";

/** The post and edit form of a job: a real POST, every wrong field named next to it. */
export function JobForm({
  intent,
  jobId,
  initial,
  state,
}: {
  intent: "post" | "update";
  jobId?: number;
  initial: Record<string, string>;
  state: FormState | undefined;
}) {
  const t = useT();
  const value = (name: string) => state?.values?.[name] ?? initial[name] ?? "";
  const error = (name: string) => state?.fields?.[name];
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {jobId ? <input type="hidden" name="jobId" value={jobId} /> : null}
      {state?.formError ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2.5 font-medium">
          {state.formError}
        </p>
      ) : null}
      <Input
        name="title"
        label={t("jobs.fieldTitle")}
        required
        defaultValue={value("title")}
        error={error("title")}
        maxLength={JOB_LIMITS.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          name="role"
          label={t("jobs.role")}
          required
          defaultValue={value("role")}
          error={error("role")}
          placeholderOption=""
          options={JOB_ROLES.map((role) => ({ value: role, label: t(`jobs.role.${role}`) }))}
        />
        <Select
          name="employmentType"
          label={t("jobs.type")}
          required
          defaultValue={value("employmentType")}
          error={error("employmentType")}
          placeholderOption=""
          options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobs.type.${type}`) }))}
        />
      </div>
      <Textarea
        name="description"
        label={t("jobs.fieldDescription")}
        required
        rows={6}
        defaultValue={value("description")}
        error={error("description")}
        maxLength={JOB_LIMITS.description}
      />
      <Textarea
        name="requirements"
        label={t("jobs.fieldRequirements")}
        required
        rows={4}
        defaultValue={value("requirements")}
        error={error("requirements")}
        maxLength={JOB_LIMITS.requirements}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          name="payMin"
          label={t("jobs.fieldPayMin")}
          inputMode="numeric"
          defaultValue={value("payMin")}
          error={error("payMin")}
        />
        <Input
          name="payMax"
          label={t("jobs.fieldPayMax")}
          inputMode="numeric"
          defaultValue={value("payMax")}
          error={error("payMax")}
        />
        <Select
          name="payUnit"
          label={t("jobs.fieldPayUnit")}
          defaultValue={value("payUnit") || "year"}
          error={error("payUnit")}
          options={PAY_UNITS.map((unit) => ({
            value: unit,
            label: unit === "hour" ? t("jobs.perHour") : t("jobs.perYear"),
          }))}
        />
      </div>
      <Input
        name="salary"
        label={t("jobs.fieldSalary")}
        defaultValue={value("salary")}
        error={error("salary")}
        maxLength={JOB_LIMITS.salary}
      />
      <Input
        name="applicationUrl"
        type="url"
        label={t("jobs.fieldApplicationUrl")}
        description={t("jobs.fieldApplicationUrlHint")}
        defaultValue={value("applicationUrl")}
        error={error("applicationUrl")}
      />
      <div>
        <Button type="submit">{intent === "post" ? t("jobs.publish") : t("jobs.save")}</Button>
      </div>
    </Form>
  );
}
