/** What the admin catalogue pages (insurers, products, blog) share on the server. */
import { data, redirect } from "react-router";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import type { AdminSectionId } from "@domain/admin-sections.ts";
import { parseAdminListQuery, type AdminListQuery } from "@domain/catalogue-list.ts";
import type { Namespace } from "@domain/i18n/catalog.ts";
import type { MessageKey } from "~/i18n/index.tsx";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import type { RequestAuth } from "@server/auth/request-auth.server.ts";
import { type Result, type UseCaseError, translateError, messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

/** The notices a redirect after a change may name (?notice=…). */
const NOTICES = ["created", "saved", "hidden", "shown", "uploaded", "published", "draft"] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeFrom(request: Request): Notice | null {
  const value = new URL(request.url).searchParams.get("notice");
  return (NOTICES as readonly string[]).includes(value ?? "") ? (value as Notice) : null;
}

/** A refusal or a missing object: the console's error boundary shows the message, with its status. */
export function refusal(error: UseCaseError, locale: Locale): Response {
  return data(translateError(error, locale).message, {
    status: error.status,
    headers: NO_STORE,
  }) as unknown as Response;
}

/** A read's value, or the refusal thrown to the error boundary. */
export function valueOr<T>(result: Result<T>, locale: Locale): T {
  if (!result.ok) throw refusal(result.error, locale);
  return result.value;
}

/**
 * After a failed save: a refusal or missing object goes to the error boundary; a form problem
 * answers the form again with its messages and what was typed.
 */
export function failedSave(error: UseCaseError, locale: Locale, values: Record<string, string>) {
  if (error.status === 401 || error.status === 403 || error.status === 404) throw refusal(error, locale);
  return formErrorResponse(error, locale, values);
}

/** Back to a page of this section after a change (a same-section path from the form, else `fallback`). */
export function backTo(form: FormData | null, prefix: string, fallback: string, notice: Notice) {
  const asked = form?.get("back");
  const path =
    typeof asked === "string" && asked.startsWith(prefix) && !asked.startsWith("//") && !/[\\\s]/.test(asked)
      ? asked
      : fallback;
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", notice);
  return redirect(`${url.pathname}${url.search}`, { headers: NO_STORE });
}

/** The submitted form, or null when the body is not a form (the action then answers plainly). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const IMAGE_ERRORS = ["image_missing", "image_too_large", "image_type"] as const;

/** Why an image upload was refused (?imageError=<code> on the way back to the edit screen), or null. */
export function imageErrorFrom(request: Request, locale: Locale): string | null {
  const asked = new URL(request.url).searchParams.get("imageError");
  const code = IMAGE_ERRORS.find((c) => c === asked);
  return code ? translate(locale, messageKey("ownerMessage", code)) : null;
}

/**
 * The loader of a catalogue list (/admin/insurance, /admin/products, /admin/blog): the section's
 * guard, the list query from the URL, one page of rows, and what the page shows around them.
 */
export async function catalogueListLoader<C extends { auth: RequestAuth }, T extends object>(
  request: Request,
  context: C,
  page: {
    section: AdminSectionId;
    titleKey: MessageKey;
    i18n: readonly Namespace[];
    list: (ctx: C, query: AdminListQuery) => Promise<Result<T>>;
  },
) {
  await requireAdminSection(request, context, page.section);
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const query = parseAdminListQuery(url.searchParams);
  const list = valueOr(await page.list(context, query), locale);
  return data(
    {
      title: messagesFor(locale)[page.titleKey],
      query,
      ...list,
      here: `${url.pathname}${url.search}`,
      notice: noticeFrom(request),
      i18n: routeMessages(request, page.i18n),
    },
    { headers: NO_STORE },
  );
}

/**
 * A list's hide / show buttons (intent hide or show, the item's id), then back to the same page.
 * Any other intent (none, a typo) changes nothing and says so.
 */
export async function visibilityAction<C extends { auth: RequestAuth }>(
  request: Request,
  context: C,
  target: {
    section: AdminSectionId;
    path: string;
    setActive: (ctx: C, input: { id: unknown; active: boolean }) => Promise<Result<{ id: number }>>;
  },
) {
  await requireAdminSection(request, context, target.section);
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (intent !== "show" && intent !== "hide") {
    return failedSave(
      { code: "invalid_input", status: 400, messageKey: messageKey("adminCatalogueMessage", "invalid_input") },
      locale,
      {},
    );
  }
  const result = await target.setActive(context, { id: form?.get("id"), active: intent === "show" });
  if (!result.ok) return failedSave(result.error, locale, {});
  return backTo(form, target.path, target.path, intent === "show" ? "shown" : "hidden");
}
