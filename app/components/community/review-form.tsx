import type { FormState } from "@domain/form-state.ts";
import { REVIEW_LIMITS } from "@domain/community/reviews.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { SubmitButton } from "~/components/forms/auth-form.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT } from "~/i18n/index.tsx";
import { RatingField } from "./rating-field.tsx";

export interface ReviewFormData {
  listingId: number;
  /** The signed-in person's name, or null for a visitor (who must give an email address). */
  signedInAs: string | null;
  /** Their earlier review of this listing, to edit. */
  existing: { rating: number; comment: string; name: string } | null;
}

/**
 * "Write a review": a plain form POST to /listings/{id}/review, so it works without JavaScript;
 * that page shows the form again with each wrong field named when something needs fixing.
 */
export function ReviewForm({ data, state }: { data: ReviewFormData; state?: FormState }) {
  const t = useT();
  const { field } = formFields(
    state ?? {
      values: data.existing
        ? { rating: String(data.existing.rating), comment: data.existing.comment, name: data.existing.name }
        : { name: data.signedInAs ?? "" },
    },
  );
  const rating = field("rating");
  return (
    <ActionForm
      state={state}
      messageId="review-form-message"
      action={`/listings/${data.listingId}/review`}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-fg-muted">
        {data.signedInAs ? t("community.signedInAs", { name: data.signedInAs }) : t("community.visitorNote")}{" "}
        {t("community.requiredNote")}
      </p>
      <RatingField defaultValue={rating.defaultValue} error={rating.error} autoFocus={rating.autoFocus} />
      <Textarea
        label={t("community.comment")}
        description={t("community.commentHint", { min: REVIEW_LIMITS.commentMin, max: REVIEW_LIMITS.commentMax })}
        required
        rows={6}
        maxLength={REVIEW_LIMITS.commentMax}
        {...field("comment")}
      />
      <Input
        label={t("community.displayName")}
        description={t("community.displayNameHint")}
        autoComplete="nickname"
        required
        maxLength={REVIEW_LIMITS.nameMax}
        {...field("name")}
      />
      {data.signedInAs ? null : (
        <Input
          label={t("community.email")}
          description={t("community.emailHint")}
          type="email"
          autoComplete="email"
          required
          {...field("email")}
        />
      )}
      <SubmitButton pendingLabel={t("community.submitting")}>{t("community.submitReview")}</SubmitButton>
    </ActionForm>
  );
}
