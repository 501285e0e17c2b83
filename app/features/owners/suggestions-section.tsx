import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";

export interface OwnerSuggestion {
  id: number;
  listingName: string;
  field: string;
  value: string | string[] | boolean;
  note: string | null;
  email: string | null;
  createdAt: string;
}

/**
 * The suggested edits routed to this owner (issue 12), each with Accept and Reject as plain
 * form posts to My Listings' action; the server checks again who may resolve each one.
 */
export function SuggestionsSection({
  suggestions,
  date,
}: {
  suggestions: readonly OwnerSuggestion[];
  date: (iso: string) => string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-4">
      <h2 id="suggestions-heading" className="text-2xl font-bold">
        {t("owners.suggestionsTitle")}
      </h2>
      <p>{t("owners.suggestionsIntro")}</p>
      <ul className="flex flex-col gap-3" data-testid="owner-suggestions">
        {suggestions.map((s) => {
          const field = t(`community.field.${s.field}` as MessageKey);
          const value = typeof s.value === "boolean" ? field : Array.isArray(s.value) ? s.value.join(", ") : s.value;
          const label = { field, name: s.listingName };
          return (
            <li key={s.id}>
              <Card className="flex flex-col gap-3 p-4">
                <h3 className="text-lg font-semibold">
                  {s.listingName}: {field}
                </h3>
                <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="text-fg-muted">{t("owners.suggestionProposed")}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                  {s.note ? (
                    <>
                      <dt className="text-fg-muted">{t("owners.suggestionNote")}</dt>
                      <dd className="break-words">{s.note}</dd>
                    </>
                  ) : null}
                  {s.email ? (
                    <>
                      <dt className="text-fg-muted">{t("owners.suggestionContact")}</dt>
                      <dd>
                        <a className="link" href={`mailto:${s.email}`}>
                          {s.email}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  <dt className="text-fg-muted">{t("owners.suggestionReceived")}</dt>
                  <dd>{date(s.createdAt)}</dd>
                </dl>
                <Form method="post" className="flex flex-wrap gap-3">
                  <input type="hidden" name="suggestion" value={s.id} />
                  <Button
                    type="submit"
                    size="sm"
                    name="intent"
                    value="accept-suggestion"
                    aria-label={t("owners.suggestionAcceptFor", label)}
                  >
                    {t("owners.suggestionAccept")}
                  </Button>
                  <Button
                    type="submit"
                    size="sm"
                    variant="secondary"
                    name="intent"
                    value="reject-suggestion"
                    aria-label={t("owners.suggestionRejectFor", label)}
                  >
                    {t("owners.suggestionReject")}
                  </Button>
                </Form>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
