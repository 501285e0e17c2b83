/** The frame of a catalogue list page (insurers, products, blog): add link, filters, table, pages. */
import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { Link } from "~/components/link.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { adminListHref, type AdminListQuery } from "@domain/catalogue-list.ts";
import type { FormState } from "@domain/form-state.ts";
import { CatalogueNotice, CatalogueTable, FilterSelect, IntentButton, ListFilters } from "./catalogue-ui.tsx";

export function CatalogueList({
  path,
  query,
  total,
  rowCount,
  notice,
  addLabel,
  links,
  filters,
  caption,
  head,
  children,
}: {
  path: string;
  query: AdminListQuery;
  total: number;
  /** Rows on this page: none shows the empty message instead of the table. */
  rowCount: number;
  notice: string | null;
  addLabel: string;
  /** More links beside "Add". */
  links?: ReactNode;
  filters?: ReactNode;
  caption: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  const t = useT();
  const totalPages = Math.max(1, Math.ceil(total / query.perPage));
  return (
    <>
      <CatalogueNotice notice={notice} failed={useActionData<FormState>()} />
      <p className="flex flex-wrap items-center gap-4">
        <Link to={`${path}/new`} className={buttonClasses()}>
          {addLabel}
        </Link>
        {links}
      </p>
      <ListFilters path={path} query={query}>
        {filters}
      </ListFilters>
      {rowCount === 0 ? (
        <p>{t("adminCatalogue.empty")}</p>
      ) : (
        <CatalogueTable caption={caption} count={total}>
          <thead>
            <tr className="border-b border-border bg-surface-2">{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </CatalogueTable>
      )}
      <Pagination
        page={Math.min(query.page, totalPages)}
        totalPages={totalPages}
        hrefForPage={(page) => adminListHref(path, query, { page })}
      />
    </>
  );
}

/** A plain column header. */
export function ColumnHeader({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={end ? "px-3 py-2 text-end" : "px-3 py-2 text-start"}>
      {children}
    </th>
  );
}

/** The row's last cell: Edit, then the row's own buttons. */
export function RowActions({
  path,
  id,
  name,
  children,
}: {
  path: string;
  id: number;
  name: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <td className="px-3 py-2">
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${path}/${id}`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={t("adminCatalogue.editNamed", { name })}
        >
          {t("adminCatalogue.edit")}
        </Link>
        {children}
      </div>
    </td>
  );
}

/** Hide (when shown) or Show (when hidden) one item, back to the same page of the table. */
export function VisibilityToggle({
  path,
  id,
  active,
  name,
  back,
}: {
  path: string;
  id: number;
  active: boolean;
  name: string;
  back: string;
}) {
  const t = useT();
  return (
    <IntentButton
      action={path}
      intent={active ? "hide" : "show"}
      label={t(active ? "adminCatalogue.hide" : "adminCatalogue.show")}
      accessibleName={t(active ? "adminCatalogue.hideNamed" : "adminCatalogue.showNamed", { name })}
      back={back}
      extra={{ id: String(id) }}
    />
  );
}

/** The "Shown / Hidden / All" filter of the insurer and product lists. */
export function VisibilityFilter({ value }: { value: AdminListQuery["visibility"] }) {
  const t = useT();
  return (
    <FilterSelect
      label={t("adminCatalogue.visibility")}
      name="show"
      value={value}
      options={(["all", "shown", "hidden"] as const).map((v) => ({
        value: v,
        label: t(`adminCatalogue.visibility.${v}`),
      }))}
    />
  );
}
