import type { ReactNode } from "react";
import { Link } from "~/components/link.tsx";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { useI18n, useT } from "~/i18n/index.tsx";
import { intlLocale } from "@domain/i18n/locale.ts";
import { listHref, pageCount, type SortDirection } from "@domain/admin-people.ts";
import type { FormState } from "@domain/form-state.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";

type Query = Record<string, string | number | null>;

/** A server-rendered admin table: caption with the count, header row, rows, or a "nothing matches" line. */
export function AdminTable({
  caption,
  total,
  head,
  children,
}: {
  caption: string;
  total: number;
  head: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <TableScroll label={caption} className="rounded-xl border border-border">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="px-3 py-2 text-start text-base font-semibold">
          {caption}{" "}
          <span className="font-normal text-fg-muted">({t("adminPeople.resultCount", { count: total })})</span>
        </caption>
        <thead className="bg-surface-2">
          <tr>{head}</tr>
        </thead>
        <tbody>
          {total === 0 ? (
            <tr>
              <td colSpan={99} className="px-3 py-4 text-fg-muted">
                {t("adminPeople.noResults")}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

export const cellClass = "border-t border-border px-3 py-2 align-top";
export const headClass = "px-3 py-2 text-start font-semibold whitespace-nowrap";

/** A plain column header of an admin table. */
export function HeadCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={headClass}>
      {children}
    </th>
  );
}

/** A column header that sorts the table: a link, with aria-sort on the sorted column. */
export function SortHeader({
  label,
  column,
  path,
  query,
  sort,
  dir,
}: {
  label: string;
  column: string;
  path: string;
  query: Query;
  sort: string;
  dir: SortDirection;
}) {
  const t = useT();
  const active = sort === column;
  const next: SortDirection = active && dir === "asc" ? "desc" : "asc";
  return (
    <th scope="col" className={headClass} aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={listHref(path, query, { sort: column, dir: next })} className="link">
        {label}
        {active ? (
          <>
            <span aria-hidden="true"> {dir === "asc" ? "▲" : "▼"}</span>
            <span className="sr-only">, {dir === "asc" ? t("adminPeople.sortAsc") : t("adminPeople.sortDesc")}</span>
          </>
        ) : null}
      </Link>
    </th>
  );
}

/** Page links that keep the current filters. */
export function AdminPagination({
  path,
  query,
  page,
  total,
}: {
  path: string;
  query: Query;
  page: number;
  total: number;
}) {
  return (
    <Pagination page={page} totalPages={pageCount(total)} hrefForPage={(p) => listHref(path, query, { page: p })} />
  );
}

/** Dates and times in the reader's language (UTC, like the stored instants). */
export function useAdminDates() {
  const { locale } = useI18n();
  const dateTime = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
  return {
    dateTime: (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : null),
    date: (day: string | null) => (day ? date.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day)) : null),
  };
}

/** The action's answer above the page: an error (role=alert) or a notice (role=status). */
export function ActionNotice({ state, id = "admin-message" }: { state: FormState | undefined; id?: string }) {
  if (state?.formError) {
    return (
      <FormMessage kind="error" id={id}>
        {state.formError}
      </FormMessage>
    );
  }
  if (state?.notice) {
    return (
      <FormMessage kind="success" id={id}>
        {state.notice}
      </FormMessage>
    );
  }
  return null;
}

/** The filter bar: a GET form (works without JavaScript), its fields side by side. */
export function FilterForm({ path, children }: { path: string; children: ReactNode }) {
  const t = useT();
  return (
    <form
      method="get"
      action={path}
      role="search"
      aria-label={t("adminPeople.filter")}
      className="flex flex-wrap items-end gap-3"
    >
      {children}
      <Button type="submit">{t("adminPeople.apply")}</Button>
      <Link to={path} className="link flex min-h-11 items-center">
        {t("adminPeople.reset")}
      </Link>
    </form>
  );
}
