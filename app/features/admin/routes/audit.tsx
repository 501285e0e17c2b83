import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/audit";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Input } from "~/components/ui/input.tsx";
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
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { parseAuditFilters } from "@domain/admin-people.ts";
import { auditChanges } from "@domain/audit-diff.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { auditEntries } from "@server/admin/audit-entries.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminAudit"] };

const PATH = "/admin/audit";

/** Extra facts shown beside the changes (the actor is its own column). */
function otherDetails(details: unknown): [string, string][] {
  if (!details || typeof details !== "object") return [];
  return Object.entries(details as Record<string, unknown>)
    .filter(([key]) => key !== "by" && key !== "from" && key !== "to")
    .map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "audit");
  const locale = localeFromRequest(request);
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const result = await auditEntries(context, { filters });
  if (!result.ok) throw formErrorResponse(result.error, locale);
  const { rows, ...rest } = result.value;
  return data(
    {
      title: messagesFor(locale)["adminAudit.title"],
      filters,
      ...rest,
      rows: rows.map(({ before, after, details, ...row }) => ({
        ...row,
        changes: auditChanges(before, after, details),
        details: otherDetails(details),
      })),
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

/** Where an object can be looked at in the console or on the site. */
function objectHref(type: string | null, id: string | null): string | null {
  if (!type || !id || !/^\d+$/.test(id)) return null;
  if (type === "user") return `/admin/users/${id}`;
  if (type === "contact_message") return `/admin/messages/${id}`;
  if (type === "provider_contact") return `/admin/contacts/${id}`;
  if (type === "listing") return `/listing/${id}`;
  if (type === "insurer") return `/admin/insurance/${id}`;
  if (type === "product") return `/admin/products/${id}`;
  if (type === "blog_post") return `/admin/blog/${id}`;
  return null;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const { filters, rows, total, actions, objectTypes } = loaderData;
  const query = {
    actor: filters.actor,
    action: filters.action,
    objectType: filters.objectType,
    objectId: filters.objectId,
    from: filters.from,
    to: filters.to,
  };
  const show = (value: string | null) => value ?? t("adminAudit.empty");
  return (
    <AdminPage title={t("adminAudit.title")} lead={t("adminAudit.lead")}>
      <FilterForm path={PATH}>
        <Input name="actor" label={t("adminAudit.actorLabel")} defaultValue={filters.actor} />
        <Select
          name="action"
          label={t("adminAudit.actionLabel")}
          defaultValue={filters.action}
          placeholderOption={t("adminPeople.any")}
          options={actions.map((a) => ({ value: a, label: a }))}
        />
        <Select
          name="objectType"
          label={t("adminAudit.objectTypeLabel")}
          defaultValue={filters.objectType}
          placeholderOption={t("adminPeople.any")}
          options={objectTypes.map((o) => ({ value: o, label: o }))}
        />
        <Input name="objectId" label={t("adminAudit.objectIdLabel")} defaultValue={filters.objectId} className="w-36" />
        <Input name="from" type="date" label={t("adminAudit.fromLabel")} defaultValue={filters.from ?? ""} />
        <Input name="to" type="date" label={t("adminAudit.toLabel")} defaultValue={filters.to ?? ""} />
      </FilterForm>
      <AdminTable
        caption={t("adminAudit.caption")}
        total={total}
        head={
          <>
            <HeadCell>{t("adminAudit.col.when")}</HeadCell>
            <HeadCell>{t("adminAudit.col.actor")}</HeadCell>
            <HeadCell>{t("adminAudit.col.action")}</HeadCell>
            <HeadCell>{t("adminAudit.col.object")}</HeadCell>
            <HeadCell>{t("adminAudit.col.changes")}</HeadCell>
            <HeadCell>{t("adminAudit.col.ip")}</HeadCell>
          </>
        }
      >
        {rows.map((row) => {
          const href = objectHref(row.objectType, row.objectId);
          return (
            <tr key={row.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{dateTime(row.createdAt)}</td>
              <td className={cellClass}>
                {row.actorId === null ? (
                  t("adminAudit.system")
                ) : row.actorName ? (
                  <Link to={`/admin/users/${row.actorId}`} className="link">
                    {row.actorName}
                  </Link>
                ) : (
                  t("adminAudit.deletedAccount")
                )}
              </td>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <code>{row.action}</code>
                {row.userName && row.userId !== row.actorId ? (
                  <span className="block font-normal text-fg-muted">{t("adminAudit.for", { name: row.userName })}</span>
                ) : null}
              </th>
              <td className={cellClass}>
                {row.objectType ? (
                  href ? (
                    <Link to={href} className="link">
                      {row.objectType} #{row.objectId}
                    </Link>
                  ) : (
                    `${row.objectType} ${row.objectId ?? ""}`
                  )
                ) : (
                  t("adminAudit.noChanges")
                )}
              </td>
              <td className={cellClass}>
                {row.changes.length === 0 && row.details.length === 0 ? t("adminAudit.noChanges") : null}
                {row.changes.length > 0 ? (
                  <ul className="flex flex-col gap-0.5">
                    {row.changes.map((c) => (
                      <li key={c.field} className="break-all">
                        {c.field ? <span className="font-semibold">{c.field}: </span> : null}
                        <del className="text-danger">{show(c.before)}</del> <span>→</span>{" "}
                        <ins className="text-success no-underline">{show(c.after)}</ins>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {row.details.length > 0 ? (
                  <ul className="text-fg-muted">
                    {row.details.map(([key, value]) => (
                      <li key={key} className="break-all">
                        {key}: {value}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className={cellClass}>{row.ip ?? ""}</td>
            </tr>
          );
        })}
      </AdminTable>
      <AdminPagination path={PATH} query={query} page={filters.page} total={total} />
    </AdminPage>
  );
}
