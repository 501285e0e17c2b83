import { data } from "react-router";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { type UseCaseError } from "@server/errors.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import type { AdminFormState } from "./moderation-ui.tsx";

/** The string values of a posted form. */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** A refused action shown next to its form: the message, the fields and what was typed. */
export function refused(error: UseCaseError, locale: Locale, target: string, values: Record<string, string>) {
  const response = formErrorResponse(error, locale, values);
  return data<AdminFormState>({ ...response.data, target }, response.init ?? undefined);
}

/** Done: a notice next to the form. */
export function done(notice: string, target: string) {
  return data<AdminFormState>({ notice, target }, { headers: NO_STORE });
}
