import { data, Link, useActionData } from "react-router";
import type { FormState } from "@domain/form-state.ts";
import type { Route } from "./+types/blog-posts";
import { NO_STORE } from "~/components/forms/page.server.ts";
import { intlLocale } from "~/components/page/format.ts";
import { Badge } from "~/components/ui/badge.tsx";
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
} from "~/features/admin/catalogue/catalogue-ui.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { BLOG_STATUSES, type BlogStatus } from "@domain/catalogue-admin.ts";
import { adminListHref, parseAdminListQuery } from "@domain/catalogue-list.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { listAdminBlogPosts } from "@server/catalogue/list-admin-blog-posts.server.ts";
import { setBlogPostStatus } from "@server/catalogue/set-blog-post-status.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue", "pagination"] };

const PATH = "/admin/blog";

/** /admin/blog: every article in both languages, drafts and hidden ones too, with filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "blog");
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const query = parseAdminListQuery(url.searchParams);
  const list = valueOr(await listAdminBlogPosts(context, query), locale);
  return data(
    {
      title: messagesFor(locale)["adminCatalogue.blog.title"],
      query,
      ...list,
      here: `${url.pathname}${url.search}`,
      notice: noticeFrom(request),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

const NOTICE_FOR: Record<BlogStatus, "published" | "hidden" | "draft"> = {
  published: "published",
  hidden: "hidden",
  draft: "draft",
};

/** Publish or hide one article from the table, then back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "blog");
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const result = await setBlogPostStatus(context, { id: form?.get("id"), status: form?.get("intent") });
  if (!result.ok) return failedSave(result.error, locale, {});
  return backTo(form, PATH, PATH, NOTICE_FOR[result.value.status]);
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

const STATUS_BADGE = { draft: "warning", published: "success", hidden: "neutral" } as const;

export default function AdminBlogPosts({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
  const { query, rows, total, tags, here } = loaderData;
  const totalPages = Math.max(1, Math.ceil(total / query.perPage));
  return (
    <AdminPage title={t("adminCatalogue.blog.title")} lead={t("adminCatalogue.blog.lead")}>
      <CatalogueNotice notice={loaderData.notice} failed={useActionData<FormState>()} />
      <p>
        <Link to={`${PATH}/new`} className={buttonClasses()}>
          {t("adminCatalogue.blog.add")}
        </Link>
      </p>
      <ListFilters path={PATH} query={query}>
        <FilterSelect
          label={t("adminCatalogue.blog.language")}
          name="lang"
          value={query.locale ?? ""}
          options={[
            { value: "", label: t("adminCatalogue.any") },
            { value: "en", label: t("adminCatalogue.blog.lang.en") },
            { value: "es", label: t("adminCatalogue.blog.lang.es") },
          ]}
        />
        <FilterSelect
          label={t("adminCatalogue.blog.status")}
          name="status"
          value={query.status ?? ""}
          options={[
            { value: "", label: t("adminCatalogue.any") },
            ...BLOG_STATUSES.map((s) => ({ value: s, label: t(`adminCatalogue.blog.status.${s}`) })),
          ]}
        />
        <FilterSelect
          label={t("adminCatalogue.blog.tag")}
          name="tag"
          value={query.tag ?? ""}
          options={[{ value: "", label: t("adminCatalogue.any") }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p>{t("adminCatalogue.empty")}</p>
      ) : (
        <CatalogueTable caption={t("adminCatalogue.blog.caption")} count={total}>
          <thead>
            <tr className="border-b border-border bg-surface-2">
              <SortHeader label={t("adminCatalogue.blog.articleTitle")} sort="name" path={PATH} query={query} />
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.blog.language")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.blog.status")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.blog.tags")}
              </th>
              <SortHeader label={t("adminCatalogue.blog.updated")} sort="order" path={PATH} query={query} />
              <th scope="col" className="px-3 py-2 text-start">
                {t("adminCatalogue.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0" data-post={row.id}>
                <th scope="row" className="px-3 py-2 text-start font-semibold">
                  {row.title}
                  <span className="block text-sm font-normal text-fg-muted">/blog/{row.slug}</span>
                </th>
                <td className="px-3 py-2">
                  <span lang={row.locale}>{t(`adminCatalogue.blog.lang.${row.locale}`)}</span>
                </td>
                <td className="px-3 py-2">
                  <Badge variant={STATUS_BADGE[row.status]}>{t(`adminCatalogue.blog.status.${row.status}`)}</Badge>
                </td>
                <td className="px-3 py-2 text-sm">{row.tags.join(", ")}</td>
                <td className="px-3 py-2 text-sm whitespace-nowrap">
                  <time dateTime={row.updatedAt}>{day.format(new Date(row.updatedAt))}</time>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${PATH}/${row.id}`}
                      className={buttonClasses({ variant: "secondary", size: "sm" })}
                      aria-label={t("adminCatalogue.editNamed", { name: row.title })}
                    >
                      {t("adminCatalogue.edit")}
                    </Link>
                    {row.status === "published" ? (
                      <IntentButton
                        action={PATH}
                        intent="hidden"
                        label={t("adminCatalogue.hide")}
                        accessibleName={t("adminCatalogue.blog.hideNamed", { name: row.title })}
                        back={here}
                        extra={{ id: String(row.id) }}
                      />
                    ) : (
                      <IntentButton
                        action={PATH}
                        intent="published"
                        label={t("adminCatalogue.blog.publish")}
                        accessibleName={t("adminCatalogue.blog.publishNamed", { name: row.title })}
                        back={here}
                        extra={{ id: String(row.id) }}
                      />
                    )}
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
