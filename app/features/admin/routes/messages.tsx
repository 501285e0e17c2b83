import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/messages";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Select } from "~/components/ui/select.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import {
  AdminPagination,
  AdminTable,
  cellClass,
  FilterForm,
  HeadCell,
  useAdminDates,
} from "~/features/admin/people/admin-table.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { parseMessageFilters } from "@domain/admin-people.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { adminContactMessages } from "@server/contact/admin-contact-messages.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminMessages", "contact"] };

const PATH = "/admin/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "messages");
  const locale = localeFromRequest(request);
  const filters = parseMessageFilters(new URL(request.url).searchParams);
  const result = await adminContactMessages(context, { filters });
  if (!result.ok) throw formErrorResponse(result.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminMessages.title"],
      filters,
      total: result.value.total,
      // The list shows the first words only; the message page shows it whole.
      rows: result.value.rows.map(({ message, ...row }) => ({ ...row, excerpt: message.slice(0, 120) })),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const { filters, rows, total } = loaderData;
  const query = { status: filters.status };
  return (
    <AdminPage title={t("adminMessages.title")} lead={t("adminMessages.lead")}>
      <FilterForm path={PATH}>
        <Select
          name="status"
          label={t("adminMessages.statusLabel")}
          defaultValue={filters.status}
          placeholderOption={t("adminPeople.any")}
          options={[
            { value: "unanswered", label: t("adminMessages.status.unanswered") },
            { value: "answered", label: t("adminMessages.status.answered") },
          ]}
        />
      </FilterForm>
      <AdminTable
        caption={t("adminMessages.caption")}
        total={total}
        head={
          <>
            <HeadCell>{t("adminMessages.col.received")}</HeadCell>
            <HeadCell>{t("adminMessages.col.from")}</HeadCell>
            <HeadCell>{t("adminMessages.col.topic")}</HeadCell>
            <HeadCell>{t("adminMessages.col.status")}</HeadCell>
          </>
        }
      >
        {rows.map((m) => (
          <tr key={m.id}>
            <td className={cellClass}>
              <Link to={`${PATH}/${m.id}`} className="link">
                {dateTime(m.createdAt)}
              </Link>
            </td>
            <th scope="row" className={`${cellClass} text-start font-normal`}>
              <span className="font-medium">{m.name}</span>
              <br />
              <span className="break-all text-fg-muted">{m.email}</span>
            </th>
            <td className={cellClass}>
              {t(`contact.topic.${m.topic}` as MessageKey)}
              <p className="line-clamp-2 text-fg-muted">{m.excerpt}</p>
            </td>
            <td className={cellClass}>
              {m.handledAt ? (
                <Badge variant="success">{t("adminMessages.answeredOn", { date: dateTime(m.handledAt) ?? "" })}</Badge>
              ) : (
                <Badge variant="warning">{t("adminMessages.status.unanswered")}</Badge>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination path={PATH} query={query} page={filters.page} total={total} />
    </AdminPage>
  );
}
