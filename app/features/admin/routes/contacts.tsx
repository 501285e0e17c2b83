import { data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/contacts";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
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
import { parseContactFilters } from "@domain/admin-people.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { adminProviderContacts } from "@server/provider-contacts/admin-provider-contacts.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminContacts"] };

const PATH = "/admin/contacts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "contacts");
  const locale = localeFromRequest(request);
  const filters = parseContactFilters(new URL(request.url).searchParams);
  const result = await adminProviderContacts(context, { filters });
  if (!result.ok) throw formErrorResponse(result.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminContacts.title"],
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

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { date } = useAdminDates();
  const { filters, rows, total } = loaderData;
  const query = { q: filters.q, linked: filters.linked };
  return (
    <AdminPage title={t("adminContacts.title")} lead={t("adminContacts.lead")}>
      <p>
        <Link to={`${PATH}/import`} className={buttonClasses({ variant: "secondary" })}>
          {t("adminContacts.import")}
        </Link>
      </p>
      <FilterForm path={PATH}>
        <Input
          name="q"
          type="search"
          label={t("adminContacts.searchLabel")}
          defaultValue={filters.q}
          className="min-w-64"
        />
        <Select
          name="linked"
          label={t("adminContacts.linkedLabel")}
          defaultValue={filters.linked}
          placeholderOption={t("adminPeople.any")}
          options={[
            { value: "yes", label: t("adminContacts.linked.yes") },
            { value: "no", label: t("adminContacts.linked.no") },
          ]}
        />
      </FilterForm>
      <AdminTable
        caption={t("adminContacts.caption")}
        total={total}
        head={
          <>
            <HeadCell>{t("adminContacts.col.organization")}</HeadCell>
            <HeadCell>{t("adminContacts.col.person")}</HeadCell>
            <HeadCell>{t("adminContacts.col.email")}</HeadCell>
            <HeadCell>{t("adminContacts.col.place")}</HeadCell>
            <HeadCell>{t("adminContacts.col.listing")}</HeadCell>
            <HeadCell>{t("adminContacts.col.lastContact")}</HeadCell>
          </>
        }
      >
        {rows.map((c) => (
          <tr key={c.id}>
            <th scope="row" className={`${cellClass} text-start font-medium`}>
              <Link to={`${PATH}/${c.id}`} className="link">
                {c.organization || c.emailAddress || `#${c.id}`}
              </Link>
            </th>
            <td className={cellClass}>{[c.firstName, c.lastName].filter(Boolean).join(" ")}</td>
            <td className={`${cellClass} break-all`}>{c.emailAddress ?? ""}</td>
            <td className={cellClass}>{[c.city, c.state].filter(Boolean).join(", ")}</td>
            <td className={cellClass}>{c.listingId ? `${c.listingName ?? ""} (#${c.listingId})` : ""}</td>
            <td className={cellClass}>{date(c.lastContactDate) ?? ""}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination path={PATH} query={query} page={filters.page} total={total} />
    </AdminPage>
  );
}
