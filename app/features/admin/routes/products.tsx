import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/products";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { formatUsd } from "~/components/page/format.ts";
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
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { listAdminProducts } from "@server/catalogue/list-admin-products.server.ts";
import { setProductActive } from "@server/catalogue/set-product-active.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue", "pagination"] };

const PATH = "/admin/products";

/** /admin/products: the sensory product catalogue, shown and hidden, in its page order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return catalogueListLoader(request, context, {
    section: "products",
    titleKey: "adminCatalogue.products.title",
    i18n: handle.i18n,
    list: listAdminProducts,
  });
}

/** Hide or show one product from the table, then back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  return visibilityAction(request, context, { section: "products", path: PATH, setActive: setProductActive });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { query, rows, total, here } = loaderData;
  return (
    <AdminPage title={t("adminCatalogue.products.title")} lead={t("adminCatalogue.products.lead")}>
      <CatalogueList
        path={PATH}
        query={query}
        total={total}
        rowCount={rows.length}
        notice={loaderData.notice}
        addLabel={t("adminCatalogue.products.add")}
        links={
          <Link to="/autism-sensory-products" className="link">
            {t("adminCatalogue.products.viewPublic")}
          </Link>
        }
        filters={<VisibilityFilter value={query.visibility} />}
        caption={t("adminCatalogue.products.caption")}
        head={
          <>
            <SortHeader label={t("adminCatalogue.sortOrder")} sort="order" path={PATH} query={query} />
            <SortHeader label={t("adminCatalogue.products.name")} sort="name" path={PATH} query={query} />
            <ColumnHeader>{t("adminCatalogue.products.category")}</ColumnHeader>
            <ColumnHeader end>{t("adminCatalogue.products.price")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.state")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.actions")}</ColumnHeader>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-border last:border-0" data-product={row.id}>
            <td className="px-3 py-2 tabular-nums">{row.sortOrder}</td>
            <th scope="row" className="px-3 py-2 text-start font-semibold">
              {row.name}
            </th>
            <td className="px-3 py-2">{row.category ?? ""}</td>
            <td className="px-3 py-2 text-end tabular-nums">
              {row.price !== null ? formatUsd(row.price) : t("adminCatalogue.products.noPrice")}
            </td>
            <td className="px-3 py-2">
              <VisibilityBadge active={row.isActive} />
            </td>
            <RowActions path={PATH} id={row.id} name={row.name}>
              <VisibilityToggle path={PATH} id={row.id} active={row.isActive} name={row.name} back={here} />
            </RowActions>
          </tr>
        ))}
      </CatalogueList>
    </AdminPage>
  );
}
