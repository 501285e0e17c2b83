import { redirect } from "react-router";
import type { Route } from "./+types/blog-cover";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { readForm, refusal } from "~/features/admin/catalogue/catalogue-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { uploadBlogCover } from "@server/catalogue/upload-blog-cover.server.ts";

/** Nothing to show here: the cover is managed on the article's edit screen. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/blog/${encodeURIComponent(params.id)}#blog-cover`, { headers: NO_STORE });
}

/**
 * The cover form posts here (multipart, up to 8 MB: server/http/body-limit.server.ts), then goes
 * back to the edit screen with what happened, so a reload re-sends nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "blog");
  const back = (query: string) =>
    redirect(`/admin/blog/${encodeURIComponent(params.id)}?${query}#blog-cover`, { headers: NO_STORE });
  const form = await readForm(request);
  const result = await uploadBlogCover(context, { id: params.id, file: form?.get("image") });
  if (result.ok) return back("notice=uploaded");
  const { error } = result;
  if (error.status === 401 || error.status === 403 || error.status === 404)
    throw refusal(error, localeFromRequest(request));
  return back(`imageError=${encodeURIComponent(error.code)}`);
}
