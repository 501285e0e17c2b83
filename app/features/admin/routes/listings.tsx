import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/listings";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Pagination } from "~/components/ui/pagination.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { SortHeader } from "~/features/admin/moderation-ui.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import {
  ADMIN_LISTING_QUERY_MAX,
  adminListingFiltersToQuery,
  adminListingSortQuery,
  parseAdminListingFilters,
  type AdminListingSort,
} from "@domain/admin-listing-filters.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { LISTING_STATUSES } from "@domain/owner-listings.ts";
import { US_STATES } from "@domain/states.ts";
import { TIERS } from "@domain/tiers.ts";
import { adminListings } from "@server/admin/admin-listings.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { adminSectionRoles } from "@domain/admin-sections.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";

export const handle: I18nHandle = { i18n: ["admin", "adminModeration", "pagination"] };

/** The listings table: every filter, sort and page is a GET parameter (works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminSection(request, context, "listings");
  const locale = localeFromRequest(request);
  const filters = parseAdminListingFilters(new URL(request.url).searchParams);
  const result = await adminListings(context, filters);
  if (!result.ok) throw formErrorResponse(result.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminModeration.listings.title"],
      filters,
      // The export lives in the import section (site_admin): a listing_admin gets no link to a 403.
      canExport: adminSectionRoles("import").includes(user.role),
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

const COLUMNS: { sort?: AdminListingSort; label: MessageKey }[] = [
  { sort: "name", label: "adminModeration.listings.col.name" },
  { label: "adminModeration.listings.col.place" },
  { label: "adminModeration.listings.col.email" },
  { sort: "tier", label: "adminModeration.listings.col.tier" },
  { label: "adminModeration.listings.col.status" },
  { label: "adminModeration.listings.col.owner" },
  { sort: "verified", label: "adminModeration.listings.col.verified" },
  { sort: "created", label: "adminModeration.listings.col.created" },
  { sort: "updated", label: "adminModeration.listings.col.updated" },
];

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, rows, total, pageSize } = loaderData;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (filters.page - 1) * pageSize + 1;
  const to = Math.min(total, filters.page * pageSize);
  const exportQuery = adminListingFiltersToQuery(filters, { page: 1 });
  const any = t("adminModeration.any");
  return (
    <AdminPage title={t("adminModeration.listings.title")} lead={t("adminModeration.listings.lead")}>
      <Form method="get" aria-label={t("adminModeration.listings.filters")} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Input
            type="search"
            name="q"
            label={t("adminModeration.listings.search")}
            description={t("adminModeration.listings.searchHint")}
            defaultValue={filters.q}
            maxLength={ADMIN_LISTING_QUERY_MAX}
          />
          <Select
            name="state"
            label={t("adminModeration.listings.state")}
            placeholderOption={any}
            defaultValue={filters.state ?? ""}
            options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
          />
          <Select
            name="tier"
            label={t("adminModeration.listings.tier")}
            placeholderOption={any}
            defaultValue={filters.tier ?? ""}
            options={TIERS.map((tier) => ({ value: tier, label: t(`adminModeration.tier.${tier}` as MessageKey) }))}
          />
          <Select
            name="status"
            label={t("adminModeration.listings.status")}
            placeholderOption={any}
            defaultValue={filters.status ?? ""}
            options={LISTING_STATUSES.map((s) => ({ value: s, label: t(`adminModeration.status.${s}` as MessageKey) }))}
          />
          <Select
            name="verified"
            label={t("adminModeration.listings.verified")}
            placeholderOption={any}
            defaultValue={filters.ownerVerified === null ? "" : filters.ownerVerified ? "yes" : "no"}
            options={[
              { value: "yes", label: t("adminModeration.yes") },
              { value: "no", label: t("adminModeration.no") },
            ]}
          />
          <Checkbox
            name="stale"
            value="1"
            defaultChecked={filters.stale}
            label={t("adminModeration.listings.stale")}
            className="self-end pb-2"
          />
        </div>
        {filters.sort !== "created" || filters.dir !== "desc" ? (
          <>
            <input type="hidden" name="sort" value={filters.sort} />
            <input type="hidden" name="dir" value={filters.dir} />
          </>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClasses({})}>
            {t("adminModeration.listings.apply")}
          </button>
          <Link to="/admin/listings" className={buttonClasses({ variant: "secondary" })}>
            {t("adminModeration.listings.reset")}
          </Link>
          {loaderData.canExport ? (
            <a
              href={`/admin/import/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
              className={buttonClasses({ variant: "ghost" })}
              download
            >
              {t("adminModeration.listings.export")}
            </a>
          ) : null}
        </div>
      </Form>

      <TableScroll
        label={
          total === 0
            ? t("adminModeration.listings.captionEmpty")
            : t("adminModeration.listings.caption", { from, to, total })
        }
        className="rounded-xl border border-border"
      >
        <table className="w-full min-w-[64rem] border-collapse text-left text-sm">
          <caption className="p-3 text-left text-base font-semibold">
            {total === 0
              ? t("adminModeration.listings.captionEmpty")
              : t("adminModeration.listings.caption", { from, to, total })}
          </caption>
          <thead className="bg-surface-2">
            <tr>
              {COLUMNS.map((column) =>
                column.sort ? (
                  <SortHeader
                    key={column.label}
                    label={t(column.label)}
                    href={`?${adminListingSortQuery(filters, column.sort)}`}
                    active={filters.sort === column.sort}
                    dir={filters.dir}
                    sortLabel={t("adminModeration.listings.sortBy", { column: t(column.label) })}
                  />
                ) : (
                  <th key={column.label} scope="col" className="p-2">
                    {t(column.label)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-border align-top">
                <th scope="row" className="p-2 font-medium">
                  <Link to={`/admin/listings/${row.id}`} className="link">
                    {row.name}
                  </Link>
                  <span className="block text-fg-muted">#{row.id}</span>
                </th>
                <td className="p-2">
                  {row.city}, {row.state} {row.zipCode ?? ""}
                </td>
                <td className="p-2 break-all">{row.email}</td>
                <td className="p-2">{t(`adminModeration.tier.${row.tier}` as MessageKey)}</td>
                <td className="p-2">{t(`adminModeration.status.${row.status}` as MessageKey)}</td>
                <td className="p-2">
                  {row.hasOwner
                    ? row.ownerVerified
                      ? t("adminModeration.listings.ownerVerified")
                      : t("adminModeration.listings.ownerUnverified")
                    : t("adminModeration.listings.noOwner")}
                </td>
                <td className="p-2 whitespace-nowrap">{row.lastVerifiedAt ?? t("adminModeration.never")}</td>
                <td className="p-2 whitespace-nowrap">{row.createdAt.slice(0, 10)}</td>
                <td className="p-2 whitespace-nowrap">{row.updatedAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-4">{t("adminModeration.listings.empty")}</p> : null}
      </TableScroll>
      <Pagination
        page={filters.page}
        totalPages={totalPages}
        hrefForPage={(page) => `?${adminListingFiltersToQuery(filters, { page })}`}
      />
    </AdminPage>
  );
}
