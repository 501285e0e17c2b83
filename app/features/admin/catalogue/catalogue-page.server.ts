/** What the admin catalogue pages (insurers, products, blog) share on the server. */
import { data, redirect } from "react-router";
import { NO_STORE } from "~/components/forms/page.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { errorResponse, ownerKey, translate, type Result, type UseCaseError } from "@server/errors.server.ts";

/** The notices a redirect after a change may name (?notice=…). */
const NOTICES = ["created", "saved", "hidden", "shown", "uploaded", "published", "draft"] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeFrom(request: Request): Notice | null {
  const value = new URL(request.url).searchParams.get("notice");
  return (NOTICES as readonly string[]).includes(value ?? "") ? (value as Notice) : null;
}

/** A refusal or a missing object: the console's error boundary shows the message, with its status. */
export function refusal(error: UseCaseError, locale: Locale): Response {
  return data(translate(error.messageKey, locale), { status: error.status, headers: NO_STORE }) as unknown as Response;
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
  return errorResponse(error, locale, "page", values);
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
  return code ? translate(ownerKey(code), locale) : null;
}
