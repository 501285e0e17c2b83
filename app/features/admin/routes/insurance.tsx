import type { Route } from "./+types/insurance";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { catalogueListLoader, visibilityAction } from "~/features/admin/catalogue/catalogue-page.server.ts";
import { SortHeader, VisibilityBadge } from "~/features/admin/catalogue/catalogue-ui.tsx";
import {
  CatalogueList,
  ColumnHeader,
  RowActions,
  VisibilityFilter,
  VisibilityToggle,
} from "~/features/admin/catalogue/catalogue-list.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { listAdminInsurers } from "@server/catalogue/list-admin-insurers.server.ts";
import { setInsurerActive } from "@server/catalogue/set-insurer-active.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue", "pagination"] };

const PATH = "/admin/insurance";

/** /admin/insurance: every insurer, shown or hidden, searchable, sorted by its list order or name. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return catalogueListLoader(request, context, {
    section: "insurance",
    titleKey: "adminCatalogue.insurance.title",
    i18n: handle.i18n,
    list: listAdminInsurers,
  });
}

/** Hide or show one insurer from the table, then back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  return visibilityAction(request, context, { section: "insurance", path: PATH, setActive: setInsurerActive });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminInsurance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, rows, total, here } = loaderData;
  return (
    <AdminPage title={t("adminCatalogue.insurance.title")} lead={t("adminCatalogue.insurance.lead")}>
      <CatalogueList
        path={PATH}
        query={query}
        total={total}
        rowCount={rows.length}
        notice={loaderData.notice}
        addLabel={t("adminCatalogue.insurance.add")}
        filters={<VisibilityFilter value={query.visibility} />}
        caption={t("adminCatalogue.insurance.caption")}
        head={
          <>
            <SortHeader label={t("adminCatalogue.sortOrder")} sort="order" path={PATH} query={query} />
            <SortHeader label={t("adminCatalogue.insurance.displayName")} sort="name" path={PATH} query={query} />
            <ColumnHeader>{t("adminCatalogue.insurance.name")}</ColumnHeader>
            <ColumnHeader end>{t("adminCatalogue.insurance.listings")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.state")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.actions")}</ColumnHeader>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-border last:border-0" data-insurer={row.id}>
            <td className="px-3 py-2 tabular-nums">{row.sortOrder}</td>
            <th scope="row" className="px-3 py-2 text-start font-semibold">
              {row.displayName}
            </th>
            <td className="px-3 py-2">
              <code>{row.name}</code>
            </td>
            <td className="px-3 py-2 text-end tabular-nums">{row.listings}</td>
            <td className="px-3 py-2">
              <VisibilityBadge active={row.isActive} />
            </td>
            <RowActions path={PATH} id={row.id} name={row.displayName}>
              <VisibilityToggle path={PATH} id={row.id} active={row.isActive} name={row.displayName} back={here} />
            </RowActions>
          </tr>
        ))}
      </CatalogueList>
    </AdminPage>
  );
}
