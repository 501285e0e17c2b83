import { data, Link, useActionData } from "react-router";
import type { FormState } from "@domain/form-state.ts";
import type { Route } from "./+types/products";
import { NO_STORE } from "~/components/forms/page.server.ts";
import { Pagination } from "~/components/ui/pagination.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { backTo, failedSave, noticeFrom, readForm, valueOr } from "~/features/admin/catalogue/catalogue-page.server.ts";
import {
  CatalogueNotice,
  CatalogueTable,
  FilterSelect,
  IntentButton,
  ListFilters,
  SortHeader,
  VisibilityBadge,
} from "~/features/admin/catalogue/catalogue-ui.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { adminListHref, parseAdminListQuery } from "@domain/catalogue-list.ts";
import { formatUsd } from "~/components/page/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { catalogueKey } from "@server/errors.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { listAdminProducts } from "@server/catalogue/list-admin-products.server.ts";
import { setProductActive } from "@server/catalogue/set-product-active.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue", "pagination"] };

const PATH = "/admin/products";

/** /admin/products: the sensory product catalogue, shown and hidden, in its page order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "products");
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const query = parseAdminListQuery(url.searchParams);
  const list = valueOr(await listAdminProducts(context, query), locale);
  return data(
    {
      title: messagesFor(locale)["adminCatalogue.products.title"],
      query,
      ...list,
      here: `${url.pathname}${url.search}`,
      notice: noticeFrom(request),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** Hide or show one product from the table, then back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "products");
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  // Only the table's two buttons: anything else (no intent, a typo) changes nothing.
  if (intent !== "show" && intent !== "hide") {
    return failedSave({ code: "invalid_input", status: 400, messageKey: catalogueKey("invalid_input") }, locale, {});
  }
  const result = await setProductActive(context, { id: form?.get("id"), active: intent === "show" });
  if (!result.ok) return failedSave(result.error, locale, {});
  return backTo(form, PATH, PATH, intent === "show" ? "shown" : "hidden");
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { query, rows, total, here } = loaderData;
  const totalPages = Math.max(1, Math.ceil(total / query.perPage));
  return (
    <AdminPage title={t("adminCatalogue.products.title")} lead={t("adminCatalogue.products.lead")}>
      <CatalogueNotice notice={loaderData.notice} failed={useActionData<FormState>()} />
      <p className="flex flex-wrap items-center gap-4">
        <Link to={`${PATH}/new`} className={buttonClasses()}>
          {t("adminCatalogue.products.add")}
        </Link>
        <Link to="/autism-sensory-products" className="link">
          {t("adminCatalogue.products.viewPublic")}
        </Link>
      </p>
      <ListFilters path={PATH} query={query}>
        <FilterSelect
          label={t("adminCatalogue.visibility")}
          name="show"
          value={query.visibility}
          options={(["all", "shown", "hidden"] as const).map((v) => ({
            value: v,
            label: t(`adminCatalogue.visibility.${v}`),
          }))}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p>{t("adminCatalogue.empty")}</p>
      ) : (
        <CatalogueTable caption={t("adminCatalogue.products.caption")} count={total}>
          <thead>
            <tr className="border-b border-border bg-surface-2">
              <SortHeader label={t("adminCatalogue.sortOrder")} sort="order" path={PATH} query={query} />
              <SortHeader label={t("adminCatalogue.products.name")} sort="name" path={PATH} query={query} />
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.products.category")}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t("adminCatalogue.products.price")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.state")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0" data-product={row.id}>
                <td className="px-3 py-2 tabular-nums">{row.sortOrder}</td>
                <th scope="row" className="px-3 py-2 text-start font-semibold">
                  {row.name}
                </th>
                <td className="px-3 py-2">{row.category ?? ""}</td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {row.price !== null ? formatUsd(locale, row.price) : t("adminCatalogue.products.noPrice")}
                </td>
                <td className="px-3 py-2">
                  <VisibilityBadge active={row.isActive} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${PATH}/${row.id}`}
                      className={buttonClasses({ variant: "secondary", size: "sm" })}
                      aria-label={t("adminCatalogue.editNamed", { name: row.name })}
                    >
                      {t("adminCatalogue.edit")}
                    </Link>
                    <IntentButton
                      action={PATH}
                      intent={row.isActive ? "hide" : "show"}
                      label={t(row.isActive ? "adminCatalogue.hide" : "adminCatalogue.show")}
                      accessibleName={t(row.isActive ? "adminCatalogue.hideNamed" : "adminCatalogue.showNamed", {
                        name: row.name,
                      })}
                      back={here}
                      extra={{ id: String(row.id) }}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </CatalogueTable>
      )}
      <Pagination
        page={Math.min(query.page, totalPages)}
        totalPages={totalPages}
        hrefForPage={(page) => adminListHref(PATH, query, { page })}
      />
    </AdminPage>
  );
}
