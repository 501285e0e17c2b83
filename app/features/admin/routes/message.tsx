import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/message";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { ActionNotice, useAdminDates } from "~/features/admin/people/admin-table.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { adminRefusal } from "@server/admin/admin-refusal.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { adminContactMessage } from "@server/contact/admin-contact-messages.server.ts";
import { markMessageAnswered } from "@server/contact/mark-message-answered.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminMessages", "contact"] };

const idOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : 0);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "messages");
  const locale = localeFromRequest(request);
  const result = await adminContactMessage(context, { id: idOf(params.id) });
  if (!result.ok) throw adminRefusal(result.error, locale);
  return data(
    {
      title: formatMessage(locale, messagesFor(locale)["adminMessages.detailTitle"], { name: result.value.name }),
      message: result.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "messages");
  const locale = localeFromRequest(request);
  const result = await markMessageAnswered(context, { id: idOf(params.id) });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return data<FormState>({ notice: messagesFor(locale)["adminMessages.marked"] }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const { message } = loaderData;
  const subject = `Re: ${t(`contact.topic.${message.topic}` as MessageKey)}`;
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to="/admin/messages" className="link">
          {t("adminPeople.back")}
        </Link>
      </p>
      <ActionNotice state={actionData as FormState | undefined} />
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminMessages.col.received")}</dt>
        <dd>{dateTime(message.createdAt)}</dd>
        <dt className="font-semibold">{t("adminMessages.email")}</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="font-semibold">{t("adminMessages.col.topic")}</dt>
        <dd>{t(`contact.topic.${message.topic}` as MessageKey)}</dd>
        <dt className="font-semibold">{t("adminMessages.language")}</dt>
        <dd>{message.locale === "es" ? "Español" : "English"}</dd>
      </dl>
      <section aria-labelledby="message-text" className="flex flex-col gap-2">
        <h2 id="message-text" className="text-xl font-semibold">
          {t("adminMessages.message")}
        </h2>
        <p lang={message.locale} className="rounded-lg border border-border bg-surface p-4 whitespace-pre-wrap">
          {message.message}
        </p>
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`}
          className={buttonClasses({ variant: "secondary" })}
        >
          {t("adminMessages.reply")}
        </a>
        {message.handledAt ? (
          <p>{t("adminMessages.alreadyAnswered", { date: dateTime(message.handledAt) ?? "" })}</p>
        ) : (
          <Form method="post" className="flex flex-col gap-1">
            <Button type="submit" aria-describedby="answered-help">
              {t("adminMessages.markAnswered")}
            </Button>
            <p id="answered-help" className="text-sm text-fg-muted">
              {t("adminMessages.markAnsweredHelp")}
            </p>
          </Form>
        )}
      </div>
    </AdminPage>
  );
}
