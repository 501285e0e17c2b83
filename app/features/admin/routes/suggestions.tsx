import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/suggestions";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, QueueItem, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { acceptSuggestion } from "@server/suggestions/accept-suggestion.server.ts";
import { adminPendingSuggestions } from "@server/suggestions/admin-pending-suggestions.server.ts";
import { rejectSuggestion } from "@server/suggestions/reject-suggestion.server.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "suggestions");
  const locale = localeFromRequest(request);
  const suggestions = await adminPendingSuggestions(context);
  if (!suggestions.ok) throw formErrorResponse(suggestions.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminModeration.suggestions.title"],
      suggestions: suggestions.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** intent=accept | reject with the suggestion's id. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "suggestions");
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  const values = await postedValues(request);
  const raw = Number(values.suggestionId);
  const suggestionId = Number.isSafeInteger(raw) && raw > 0 && raw < 2 ** 31 ? raw : 0;
  if (values.intent === "accept") {
    const result = await acceptSuggestion(context, { suggestionId });
    if (!result.ok) return refused(result.error, locale, "page", values);
    return done(messages["adminModeration.notice.accepted"], "page");
  }
  if (values.intent === "reject") {
    const result = await rejectSuggestion(context, { suggestionId });
    if (!result.ok) return refused(result.error, locale, "page", values);
    return done(messages["adminModeration.notice.rejected"], "page");
  }
  throw new Response("Bad request", { status: 400 });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

function shownValue(value: string | string[] | boolean, yes: string): string {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return yes;
  return value;
}

export default function AdminSuggestions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminPage title={t("adminModeration.suggestions.title")} lead={t("adminModeration.suggestions.lead")}>
      <ActionMessage state={state} target="page" id="page-message" />
      {loaderData.suggestions.length === 0 ? (
        <p>{t("adminModeration.suggestions.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.suggestions.map((s) => (
            <QueueItem key={s.id} title={t("adminModeration.suggestions.for", { name: s.listingName })}>
              <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t("adminModeration.suggestions.field")}</dt>
                <dd>{t(`adminModeration.suggestionField.${s.field}` as MessageKey)}</dd>
                <dt className="font-semibold">{t("adminModeration.suggestions.value")}</dt>
                <dd className="break-words whitespace-pre-wrap">{shownValue(s.value, t("adminModeration.yes"))}</dd>
                {s.note ? (
                  <>
                    <dt className="font-semibold">{t("adminModeration.suggestions.note")}</dt>
                    <dd lang={AUTHORED_LANGUAGE} className="whitespace-pre-wrap">
                      {s.note}
                    </dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t("adminModeration.suggestions.from")}</dt>
                <dd className="break-all">{s.email ?? t("adminModeration.suggestions.anonymous")}</dd>
                <dt className="font-semibold">{t("adminModeration.claims.sent")}</dt>
                <dd>{s.createdAt.slice(0, 10)}</dd>
              </dl>
              <p className="mb-3">
                <Link to={`/admin/listings/${s.listingId}`} className="link">
                  {s.listingName}
                </Link>
              </p>
              <Form method="post" className="flex flex-wrap gap-3">
                <input type="hidden" name="suggestionId" value={s.id} />
                <button type="submit" name="intent" value="accept" className={buttonClasses({})}>
                  {t("adminModeration.suggestions.accept")}
                </button>
                <button type="submit" name="intent" value="reject" className={buttonClasses({ variant: "secondary" })}>
                  {t("adminModeration.suggestions.reject")}
                </button>
              </Form>
            </QueueItem>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
