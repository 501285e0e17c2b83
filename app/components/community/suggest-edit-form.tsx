import type { FormState } from "@domain/form-state.ts";
import { SUGGESTION_FIELDS, SUGGESTION_LIMITS } from "@domain/community/suggestions.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";

/**
 * "Suggest an edit": what to change, the correct information, an optional note and email. A
 * plain form POST to /listings/{id}/suggest-edit (that page shows errors with what was typed).
 */
export function SuggestEditForm({ listingId, state }: { listingId: number; state?: FormState }) {
  const t = useT();
  const { field } = formFields(state);
  return (
    <ActionForm state={state} messageId="suggest-message" action={`/listings/${listingId}/suggest-edit`}>
      <Select
        label={t("community.suggestField")}
        required
        placeholderOption={t("community.reasonChoose")}
        options={SUGGESTION_FIELDS.map((f) => ({ value: f, label: t(`community.field.${f}` as MessageKey) }))}
        {...field("field")}
      />
      <Textarea
        label={t("community.suggestValue")}
        description={t("community.suggestValueHint")}
        rows={3}
        maxLength={SUGGESTION_LIMITS.valueMax}
        {...field("value")}
      />
      <Textarea label={t("community.suggestNote")} rows={3} maxLength={SUGGESTION_LIMITS.noteMax} {...field("note")} />
      <Input
        label={t("community.suggestEmail")}
        description={t("community.suggestEmailHint")}
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <SubmitButton pendingLabel={t("community.submitting")}>{t("community.submitSuggestion")}</SubmitButton>
    </ActionForm>
  );
}
