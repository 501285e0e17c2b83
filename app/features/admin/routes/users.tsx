import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/users";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import {
  AdminPagination,
  AdminTable,
  cellClass,
  FilterForm,
  HeadCell,
  SortHeader,
  useAdminDates,
} from "~/features/admin/people/admin-table.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { parseUserFilters } from "@domain/admin-people.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { ROLES } from "@domain/roles.ts";
import { adminUsers } from "@server/admin/admin-users.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminUsers"] };

const PATH = "/admin/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "users");
  const locale = localeFromRequest(request);
  const filters = parseUserFilters(new URL(request.url).searchParams);
  const result = await adminUsers(context, { filters });
  if (!result.ok) throw formErrorResponse(result.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminUsers.title"],
      filters,
      ...result.value,
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

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const { filters, rows, total } = loaderData;
  const query = { q: filters.q, role: filters.role, status: filters.status, sort: filters.sort, dir: filters.dir };
  const sortProps = { path: PATH, query, sort: filters.sort, dir: filters.dir };
  return (
    <AdminPage title={t("adminUsers.title")} lead={t("adminUsers.lead")}>
      <FilterForm path={PATH}>
        <Input
          name="q"
          type="search"
          label={t("adminUsers.searchLabel")}
          defaultValue={filters.q}
          className="min-w-64"
        />
        <Select
          name="role"
          label={t("adminUsers.roleLabel")}
          defaultValue={filters.role}
          placeholderOption={t("adminPeople.any")}
          options={ROLES.map((role) => ({ value: role, label: t(`adminUsers.role.${role}` as MessageKey) }))}
        />
        <Select
          name="status"
          label={t("adminUsers.statusLabel")}
          defaultValue={filters.status}
          placeholderOption={t("adminPeople.any")}
          options={[
            { value: "active", label: t("adminUsers.status.active") },
            { value: "inactive", label: t("adminUsers.status.inactive") },
          ]}
        />
      </FilterForm>
      <AdminTable
        caption={t("adminUsers.caption")}
        total={total}
        head={
          <>
            <SortHeader label={t("adminUsers.col.username")} column="username" {...sortProps} />
            <HeadCell>{t("adminUsers.col.name")}</HeadCell>
            <HeadCell>{t("adminUsers.col.email")}</HeadCell>
            <HeadCell>{t("adminUsers.col.role")}</HeadCell>
            <HeadCell>{t("adminUsers.col.status")}</HeadCell>
            <SortHeader label={t("adminUsers.col.created")} column="created" {...sortProps} />
            <SortHeader label={t("adminUsers.col.lastSignIn")} column="lastSignIn" {...sortProps} />
          </>
        }
      >
        {rows.map((user) => (
          <tr key={user.id}>
            <th scope="row" className={`${cellClass} text-start font-medium`}>
              <Link to={`${PATH}/${user.id}`} className="link">
                {user.username}
              </Link>
            </th>
            <td className={cellClass}>{user.fullName ?? ""}</td>
            <td className={`${cellClass} break-all`}>{user.email}</td>
            <td className={cellClass}>{t(`adminUsers.role.${user.role}` as MessageKey)}</td>
            <td className={cellClass}>
              <Badge variant={user.isActive ? "success" : "danger"}>
                {user.isActive ? t("adminUsers.status.active") : t("adminUsers.status.inactive")}
              </Badge>
            </td>
            <td className={cellClass}>{dateTime(user.createdAt)}</td>
            <td className={cellClass}>{dateTime(user.lastLoginAt) ?? t("adminPeople.never")}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination path={PATH} query={query} page={filters.page} total={total} />
    </AdminPage>
  );
}
