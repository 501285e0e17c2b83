/** Pieces the admin catalogue screens share: notices, filters, sortable headers, hide/show buttons. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "~/components/link.tsx";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import { adminListHref, type AdminListQuery } from "@domain/catalogue-list.ts";
import type { FormState } from "@domain/form-state.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";

/**
 * A field's name, value and error: after a failed save, exactly what was typed (an emptied
 * field stays empty); otherwise the stored value.
 */
export function catalogueFields(state: FormState | undefined) {
  return (name: string, stored = "") => ({
    name,
    defaultValue: state?.values ? (state.values[name] ?? "") : stored,
    error: state?.fields?.[name],
  });
}

const NOTICE_KEYS: Record<string, MessageKey> = {
  created: "adminCatalogue.notice.created",
  saved: "adminCatalogue.notice.saved",
  hidden: "adminCatalogue.notice.hidden",
  shown: "adminCatalogue.notice.shown",
  uploaded: "adminCatalogue.notice.uploaded",
  published: "adminCatalogue.notice.published",
  draft: "adminCatalogue.notice.draft",
};

/** The success message after a change (role=status). */
export function CatalogueNotice({ notice, failed }: { notice: string | null; failed?: FormState }) {
  const t = useT();
  // A table's hide/show/publish button that was refused answers on this page: say why.
  if (failed?.formError) return <FormMessage kind="error">{failed.formError}</FormMessage>;
  const key = notice ? NOTICE_KEYS[notice] : undefined;
  return key ? <FormMessage kind="success">{t(key)}</FormMessage> : null;
}

/** A column header that sorts the table by a server-side link, with aria-sort on the sorted one. */
export function SortHeader({
  label,
  sort,
  path,
  query,
}: {
  label: string;
  sort: AdminListQuery["sort"];
  path: string;
  query: AdminListQuery;
}) {
  const t = useT();
  const active = query.sort === sort;
  return (
    <th scope="col" aria-sort={active ? "ascending" : undefined} className="px-3 py-2 text-start">
      <Link
        to={adminListHref(path, query, { sort })}
        className="link"
        aria-label={active ? undefined : t("adminCatalogue.sortBy", { column: label })}
      >
        {label}
        {active ? <span aria-hidden="true"> ▲</span> : null}
      </Link>
    </th>
  );
}

/** The GET form above a table: a search box and the filters given as children. */
export function ListFilters({ path, query, children }: { path: string; query: AdminListQuery; children?: ReactNode }) {
  const t = useT();
  return (
    <Form method="get" action={path} role="search" aria-label={t("adminCatalogue.filters")}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t("adminCatalogue.search")}
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            className="block min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base font-normal text-fg"
          />
        </label>
        {children}
        {query.sort !== "order" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <Button type="submit" variant="secondary">
          {t("adminCatalogue.searchButton")}
        </Button>
      </div>
    </Form>
  );
}

/** A filter <select> of the GET form. */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {label}
      <select
        name={name}
        defaultValue={value}
        className="block min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base font-normal text-fg"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Shown / hidden, as a badge. */
export function VisibilityBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge variant={active ? "success" : "neutral"}>
      {t(active ? "adminCatalogue.visibility.shown" : "adminCatalogue.visibility.hidden")}
    </Badge>
  );
}

/**
 * A one-button POST form (hide, show, publish): reversible, so no confirmation step; `back`
 * brings the admin to the same page of the table afterwards.
 */
export function IntentButton({
  action,
  intent,
  label,
  accessibleName,
  back,
  extra,
  variant = "secondary",
}: {
  action: string;
  intent: string;
  label: string;
  accessibleName?: string;
  back?: string;
  /** More hidden fields, such as the row's id. */
  extra?: Record<string, string>;
  variant?: "secondary" | "ghost" | "primary";
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <Button type="submit" size="sm" variant={variant} aria-label={accessibleName}>
        {label}
      </Button>
    </Form>
  );
}

/** The table's frame: a caption with the count, scrolling sideways on narrow screens. */
export function CatalogueTable({ caption, count, children }: { caption: string; count: number; children: ReactNode }) {
  const t = useT();
  return (
    <TableScroll label={caption} className="rounded-xl border border-border">
      <table className="w-full border-collapse text-start text-base">
        <caption className="px-3 py-2 text-start font-semibold">
          {caption} <span className="font-normal text-fg-muted">({t("adminCatalogue.results", { count })})</span>
        </caption>
        {children}
      </table>
    </TableScroll>
  );
}
