export { NO_STORE } from "@server/errors.server.ts";

/** The string values of a submitted form. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
