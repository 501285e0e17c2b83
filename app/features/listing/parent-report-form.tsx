import { useId } from "react";
import type { FormState } from "@domain/form-state.ts";
import { PARENT_REPORT_KINDS, PARENT_REPORT_NOTE_MAX } from "@domain/parent-reports.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** Where the form posts: the report page answers errors there and redirects to the listing. */
export function parentReportPath(listingId: number): string {
  return `/listings/${listingId}/contact-report`;
}

/**
 * "Did you contact them?": what the visitor found (four radio buttons) and an optional note. A
 * plain form POST, so it works on the script-free listing page; a refused report comes back on
 * the report page with what was typed.
 */
export function ParentReportForm({ listingId, state }: { listingId: number; state?: FormState }) {
  const t = useT();
  const id = useId();
  const { field } = formFields(state);
  const kind = field("kind");
  const errorId = `${id}-kind-error`;
  return (
    <ActionForm state={state} messageId="parent-report-message" action={parentReportPath(listingId)}>
      <fieldset aria-describedby={kind.error ? errorId : undefined} className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">
          {t("parentReport.kindLegend")}
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        </legend>
        {PARENT_REPORT_KINDS.map((k, i) => (
          <label
            key={k}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border-strong bg-surface px-3 py-2",
              "has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-4 has-focus-visible:ring-focus",
            )}
          >
            <input
              type="radio"
              name="kind"
              value={k}
              required
              defaultChecked={kind.defaultValue === k}
              autoFocus={(kind.autoFocus && i === 0) || undefined}
              aria-invalid={kind.error ? true : undefined}
              className="size-4 shrink-0 accent-primary"
            />
            <span>{t(`parentReport.kind.${k}`)}</span>
          </label>
        ))}
        {kind.error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {kind.error}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label={t("parentReport.note")}
        description={t("parentReport.noteHint", { max: PARENT_REPORT_NOTE_MAX })}
        rows={3}
        maxLength={PARENT_REPORT_NOTE_MAX}
        {...field("note")}
      />
      <SubmitButton pendingLabel={t("parentReport.submitting")}>{t("parentReport.submit")}</SubmitButton>
    </ActionForm>
  );
}
