import { data, Form } from "react-router";
import type { Route } from "./+types/registry-matches";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { done, postedValues, refused } from "~/features/admin/moderation-form.server.ts";
import { ActionMessage, QueueItem, type AdminFormState } from "~/features/admin/moderation-ui.tsx";
import { MatchSide } from "~/features/admin/registry/match-side.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { decideRegistryMatch } from "@server/nppes/decide-registry-match.server.ts";
import { registryMatchQueue } from "@server/nppes/registry-match-queue.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration", "adminRegistry"] };

/** The possible duplicates a registry import found: a listing without an NPI next to the registry listing it resembles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "registryMatches");
  const locale = localeFromRequest(request);
  const matches = await registryMatchQueue(context);
  if (!matches.ok) throw formErrorResponse(matches.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminRegistry.matches.title"],
      matches: matches.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** decision=merge | dismiss with the review's id. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "registryMatches");
  const locale = localeFromRequest(request);
  const values = await postedValues(request);
  const result = await decideRegistryMatch(context, { reviewId: values.reviewId, decision: values.decision });
  if (!result.ok) return refused(result.error, locale, "page", values);
  const messages = messagesFor(locale);
  return done(
    messages[result.value.decision === "merge" ? "adminRegistry.matches.merged" : "adminRegistry.matches.dismissed"],
    "page",
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminRegistryMatches({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminPage title={t("adminRegistry.matches.title")} lead={t("adminRegistry.matches.lead")}>
      <ActionMessage state={state} target="page" id="page-message" />
      {loaderData.matches.length === 0 ? (
        <p>{t("adminRegistry.matches.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.matches.map((m) => (
            <QueueItem
              key={m.id}
              title={t("adminRegistry.matches.itemTitle", { name: m.listing.name, registryName: m.registry.name })}
            >
              <p className="mb-3 text-fg-muted">
                {t("adminRegistry.matches.similarity", { percent: Math.round(m.similarity * 100) })}
                {" · "}
                {t("adminRegistry.matches.found")}: {m.createdAt.slice(0, 10)}
              </p>
              <div className="mb-4 grid gap-4 md:grid-cols-2">
                <MatchSide heading={t("adminRegistry.matches.listing")} listing={m.listing} />
                <MatchSide
                  heading={t("adminRegistry.matches.registry", { npi: m.registry.npi ?? "" })}
                  listing={m.registry}
                />
              </div>
              <p id={`merge-help-${m.id}`} className="mb-3 max-w-prose text-sm text-fg-muted">
                {t("adminRegistry.matches.mergeHelp")}
              </p>
              <Form method="post" className="flex flex-wrap gap-3">
                <input type="hidden" name="reviewId" value={m.id} />
                <button
                  type="submit"
                  name="decision"
                  value="merge"
                  aria-describedby={`merge-help-${m.id}`}
                  className={buttonClasses({})}
                >
                  {t("adminRegistry.matches.merge")}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="dismiss"
                  className={buttonClasses({ variant: "secondary" })}
                >
                  {t("adminRegistry.matches.dismiss")}
                </button>
              </Form>
            </QueueItem>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
