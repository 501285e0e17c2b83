import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { useT } from "~/i18n/index.tsx";
import { SuggestEditForm } from "./suggest-edit-form.tsx";

/** The listing page's "Suggest an edit", folded until opened (its form works without JavaScript). */
export function SuggestEditSection({ listingId, notice }: { listingId: number; notice: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="suggest-edit-heading" id="suggest-edit" className="scroll-mt-24">
      <h2 id="suggest-edit-heading" className="sr-only">
        {t("community.suggestTitle")}
      </h2>
      {notice ? (
        <FormMessage kind="success" id="suggest-notice">
          {notice}
        </FormMessage>
      ) : null}
      <Disclosure summary={t("community.suggestLink")} className="rounded-xl border border-border bg-surface px-4">
        <p className="mb-4 text-sm text-fg-muted">{t("community.suggestIntro")}</p>
        <SuggestEditForm listingId={listingId} />
      </Disclosure>
    </section>
  );
}
