import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/blog-post-edit";
import { ActionForm } from "~/components/forms/action-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { articleBody } from "~/components/page/article-body.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import {
  failedSave,
  imageErrorFrom,
  noticeFrom,
  readForm,
  valueOr,
} from "~/features/admin/catalogue/catalogue-page.server.ts";
import { CatalogueNotice, catalogueFields } from "~/features/admin/catalogue/catalogue-ui.tsx";
import { CatalogueImageSection } from "~/features/admin/catalogue/catalogue-edit.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { renderMarkdown } from "~/lib/markdown.ts";
import { BLOG_STATUSES, CATALOGUE_LIMITS } from "@domain/catalogue-admin.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { getAdminBlogPost } from "@server/catalogue/get-admin-blog-post.server.ts";
import { saveBlogPost } from "@server/catalogue/save-blog-post.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue"] };

const PATH = "/admin/blog";

/** What the form starts from: the stored post, or a new one (a translation of ?from=<id> when given). */
type Draft = Record<
  | "locale"
  | "slug"
  | "translationKey"
  | "title"
  | "excerpt"
  | "bodyMarkdown"
  | "coverImage"
  | "author"
  | "tags"
  | "status",
  string
>;

/**
 * /admin/blog/new writes an article (?from=<id>: its other-language version, sharing the
 * translation key); /admin/blog/:id edits one, with its cover image.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "blog");
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const messages = messagesFor(locale);
  const creating = params.id === "new";
  const post = creating ? null : valueOr(await getAdminBlogPost(context, { id: params.id }), locale);
  const from =
    creating && url.searchParams.has("from")
      ? await getAdminBlogPost(context, { id: url.searchParams.get("from") })
      : null;
  const source = from?.ok ? from.value : null;
  const start: Draft = post
    ? { ...post, coverImage: post.coverImage ?? "", tags: post.tags.join(", ") }
    : {
        locale: source ? (source.locale === "en" ? "es" : "en") : locale,
        slug: "",
        translationKey: source?.translationKey ?? "",
        title: "",
        excerpt: "",
        bodyMarkdown: "",
        coverImage: source?.coverImage ?? "",
        author: source?.author ?? "",
        tags: source?.tags.join(", ") ?? "",
        status: "draft",
      };
  return data(
    {
      title: post ? messages["adminCatalogue.blog.editTitle"] : messages["adminCatalogue.blog.newTitle"],
      post: post && {
        id: post.id,
        slug: post.slug,
        locale: post.locale,
        status: post.status,
        coverImage: post.coverImage,
      },
      formKey: post ? String(post.id) : `new-${source?.id ?? ""}`,
      start,
      translation: post
        ? { id: post.translationId, locale: post.locale === "en" ? ("es" as const) : ("en" as const) }
        : null,
      notice: noticeFrom(request),
      imageError: imageErrorFrom(request, locale),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/**
 * intent preview: the text rendered by the blog's own sanitizing renderer, nothing saved (works
 * without JavaScript). intent save: written, then back here with a notice. A bad field answers
 * the form again with its message and everything typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "blog");
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const values = form ? formValues(form) : {};
  if (values.intent === "preview") {
    const state: FormState & { preview: string } = { values, preview: renderMarkdown(values.bodyMarkdown ?? "") };
    return data(state, { headers: NO_STORE });
  }
  const result = await saveBlogPost(context, { id: params.id, values });
  if (!result.ok) return failedSave(result.error, locale, values);
  return redirect(`${PATH}/${result.value.id}?notice=${result.value.created ? "created" : "saved"}`, {
    headers: NO_STORE,
  });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminBlogPostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { post, start, translation } = loaderData;
  const state = actionData as (FormState & { preview?: string }) | undefined;
  const field = catalogueFields(state);
  const languageName = (l: "en" | "es") => t(`adminCatalogue.blog.lang.${l}`);
  return (
    <AdminPage title={loaderData.title}>
      <p className="flex flex-wrap gap-4">
        <Link to={PATH} className="link">
          {t("adminCatalogue.backToList")}
        </Link>
        {post?.status === "published" ? (
          <Link to={`/blog/${post.slug}`} className="link">
            {t("adminCatalogue.blog.viewPublic")}
          </Link>
        ) : null}
        {translation ? (
          translation.id ? (
            <Link to={`${PATH}/${translation.id}`} className="link">
              {t("adminCatalogue.blog.editTranslation", { language: languageName(translation.locale) })}
            </Link>
          ) : (
            <Link to={`${PATH}/new?from=${post!.id}`} className="link">
              {t("adminCatalogue.blog.writeTranslation", { language: languageName(translation.locale) })}
            </Link>
          )
        ) : null}
      </p>
      {state ? null : <CatalogueNotice notice={loaderData.notice} />}
      {state?.preview !== undefined ? (
        <section aria-labelledby="preview-title" className="flex flex-col gap-3 rounded-xl border border-border p-5">
          <h2 id="preview-title" className="text-xl font-semibold">
            {t("adminCatalogue.blog.previewTitle")}
          </h2>
          <p className="text-sm text-fg-muted">{t("adminCatalogue.blog.previewHelp")}</p>
          {/* Safe: renderMarkdown escapes every character of the source and writes only its own tags. */}
          <div
            data-preview
            lang={state.values?.locale === "es" ? "es" : "en"}
            className={articleBody}
            dangerouslySetInnerHTML={{ __html: state.preview }}
          />
        </section>
      ) : null}
      <ActionForm
        key={loaderData.formKey}
        state={state?.preview !== undefined ? undefined : state}
        messageId="blog-form-message"
        className="flex max-w-3xl flex-col gap-5"
      >
        <Select
          label={t("adminCatalogue.blog.language")}
          required
          options={[
            { value: "en", label: t("adminCatalogue.blog.lang.en") },
            { value: "es", label: t("adminCatalogue.blog.lang.es") },
          ]}
          {...field("locale", start.locale)}
        />
        <Input
          label={t("adminCatalogue.blog.articleTitle")}
          required
          maxLength={CATALOGUE_LIMITS.blogTitle}
          {...field("title", start.title)}
        />
        <Input
          label={t("adminCatalogue.blog.slug")}
          description={t("adminCatalogue.blog.slugHelp")}
          required
          maxLength={CATALOGUE_LIMITS.blogSlug}
          {...field("slug", start.slug)}
        />
        <Input
          label={t("adminCatalogue.blog.translationKey")}
          description={t("adminCatalogue.blog.translationKeyHelp")}
          required
          maxLength={CATALOGUE_LIMITS.blogSlug}
          {...field("translationKey", start.translationKey)}
        />
        <Textarea
          label={t("adminCatalogue.blog.excerpt")}
          required
          rows={3}
          maxLength={CATALOGUE_LIMITS.blogExcerpt}
          {...field("excerpt", start.excerpt)}
        />
        <Textarea
          label={t("adminCatalogue.blog.body")}
          description={t("adminCatalogue.blog.bodyHelp")}
          required
          rows={18}
          maxLength={CATALOGUE_LIMITS.blogBody}
          textareaClassName="font-mono text-base"
          {...field("bodyMarkdown", start.bodyMarkdown)}
        />
        <Input
          label={t("adminCatalogue.blog.author")}
          required
          maxLength={CATALOGUE_LIMITS.blogAuthor}
          {...field("author", start.author)}
        />
        <Input
          label={t("adminCatalogue.blog.tags")}
          description={t("adminCatalogue.blog.tagsHelp")}
          {...field("tags", start.tags)}
        />
        <Input
          label={t("adminCatalogue.blog.coverImage")}
          description={t("adminCatalogue.blog.coverImageHelp")}
          {...field("coverImage", start.coverImage)}
        />
        <Select
          label={t("adminCatalogue.blog.status")}
          description={t("adminCatalogue.blog.statusHelp")}
          required
          options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`adminCatalogue.blog.status.${s}`) }))}
          {...field("status", start.status)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save">
            {post ? t("adminCatalogue.save") : t("adminCatalogue.create")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {t("adminCatalogue.blog.preview")}
          </Button>
        </div>
      </ActionForm>

      <CatalogueImageSection
        id="blog-cover"
        title={t("adminCatalogue.blog.cover")}
        action={post ? `${PATH}/${post.id}/cover` : null}
        imageUrl={post?.coverImage ?? null}
        error={loaderData.imageError}
        size={{ width: 400, height: 200 }}
      />
    </AdminPage>
  );
}
