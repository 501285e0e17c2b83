import type { Route } from "./+types/blog-posts";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { intlLocale } from "~/components/page/format.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { backTo, catalogueListLoader, failedSave, readForm } from "~/features/admin/catalogue/catalogue-page.server.ts";
import { FilterSelect, IntentButton, SortHeader } from "~/features/admin/catalogue/catalogue-ui.tsx";
import { CatalogueList, ColumnHeader, RowActions } from "~/features/admin/catalogue/catalogue-list.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { BLOG_STATUSES, type BlogStatus } from "@domain/catalogue-admin.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { listAdminBlogPosts } from "@server/catalogue/list-admin-blog-posts.server.ts";
import { setBlogPostStatus } from "@server/catalogue/set-blog-post-status.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue", "pagination"] };

const PATH = "/admin/blog";

/** /admin/blog: every article in both languages, drafts and hidden ones too, with filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return catalogueListLoader(request, context, {
    section: "blog",
    titleKey: "adminCatalogue.blog.title",
    i18n: handle.i18n,
    list: listAdminBlogPosts,
  });
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
  return (
    <AdminPage title={t("adminCatalogue.blog.title")} lead={t("adminCatalogue.blog.lead")}>
      <CatalogueList
        path={PATH}
        query={query}
        total={total}
        rowCount={rows.length}
        notice={loaderData.notice}
        addLabel={t("adminCatalogue.blog.add")}
        filters={
          <>
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
              options={[
                { value: "", label: t("adminCatalogue.any") },
                ...tags.map((tag) => ({ value: tag, label: tag })),
              ]}
            />
          </>
        }
        caption={t("adminCatalogue.blog.caption")}
        head={
          <>
            <SortHeader label={t("adminCatalogue.blog.articleTitle")} sort="name" path={PATH} query={query} />
            <ColumnHeader>{t("adminCatalogue.blog.language")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.blog.status")}</ColumnHeader>
            <ColumnHeader>{t("adminCatalogue.blog.tags")}</ColumnHeader>
            <SortHeader label={t("adminCatalogue.blog.updated")} sort="order" path={PATH} query={query} />
            <ColumnHeader>{t("adminCatalogue.actions")}</ColumnHeader>
          </>
        }
      >
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
            <RowActions path={PATH} id={row.id} name={row.title}>
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
            </RowActions>
          </tr>
        ))}
      </CatalogueList>
    </AdminPage>
  );
}
