import type { Context, MiddlewareHandler } from "hono";
import { hasUnusableCharacters } from "@domain/text-safety.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { apiError } from "../api/errors.ts";
import type { AppEnv } from "./env.ts";
import { IMPORT_UPLOAD_PATH, REGISTRY_UPLOAD_PATH } from "./body-limit.server.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The names of the fields (or "path") whose text no field may hold; empty when all is well. */
function badNames(entries: Iterable<[string, unknown]>, prefix = ""): string[] {
  const names: string[] = [];
  for (const [key, value] of entries) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (hasUnusableCharacters(key)) names.push(name);
    // An uploaded file's bytes are not text: only its name is checked (by the use case that keeps it).
    else if (value instanceof Blob) continue;
    else if (typeof value === "string" && hasUnusableCharacters(value)) names.push(name);
    else if (value && typeof value === "object") names.push(...badNames(Object.entries(value), name));
  }
  return names;
}

const isFormType = (type: string) =>
  type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");

/** A page's form body that cannot be read as a form: it is answered here, never as a 500 from the route. */
class UnreadableForm extends Error {
  constructor(readonly key: "formMessage.not_a_form" | "formMessage.unreadable_form") {
    super(key);
  }
}

/** The submitted fields, read from a copy of the body (the route still reads the original). */
async function bodyFields(c: Context, isApi: boolean): Promise<string[]> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  // Pages take web forms only (issue 30 item 23: text/plain, JSON or a broken multipart body made
  // request.formData() throw, a 500). A body-less post (no content type) is left to the route.
  if (!isApi && type && !isFormType(type)) throw new UnreadableForm("formMessage.not_a_form");
  try {
    // The CSV import streams its file to disk (up to 50 MB), the registry import its zip (up to
    // 2 GB): a copy here would hold it in memory. Each import checks what it reads itself.
    const upload = IMPORT_UPLOAD_PATH.test(c.req.path) || REGISTRY_UPLOAD_PATH.test(c.req.path);
    if (type.startsWith("multipart/form-data") && upload) return [];
    if (isFormType(type)) {
      try {
        return badNames((await c.req.raw.clone().formData()).entries());
      } catch (error) {
        if (!isApi) throw new UnreadableForm("formMessage.unreadable_form");
        throw error;
      }
    }
    // Any other body is read as JSON, whatever its content type, because the API's handlers
    // read it so (jsonObjectBody): a JSON body sent as text/plain must be checked too.
    const parsed: unknown = JSON.parse(await c.req.raw.clone().text());
    return parsed && typeof parsed === "object" ? badNames(Object.entries(parsed)) : [];
  } catch (error) {
    if (error instanceof UnreadableForm) throw error;
    // Not JSON: the API route answers that itself (400 invalid_json).
  }
  return [];
}

/** Decoded path segments; a malformed percent-escape counts as unusable. */
function pathIsUnusable(pathname: string): boolean {
  try {
    return hasUnusableCharacters(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * Refuses text that no field may hold (NUL, lone surrogates; domain/text-safety.ts) before any
 * route or use case sees it, so it can never reach PostgreSQL as a 500 (issue 15). A form or
 * JSON field: 400 naming the field (API: `invalid_input` with `fields`). A page's query
 * parameter: 400 naming it (the API checks its own parameters, unknown names first). A path: 404,
 * since nothing can live there. Runs after the body limit, so a copy of the body is small.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const isApi = url.pathname.startsWith("/api/");
    const locale = localeFromRequest(c.req.raw);
    if (pathIsUnusable(url.pathname)) {
      const message = translate(locale, "authMessage.not_found");
      return isApi ? apiError(c, 404, "not_found", message) : c.text(message, 404);
    }
    let bodyNames: string[];
    try {
      bodyNames = BODY_METHODS.has(c.req.method) ? await bodyFields(c, isApi) : [];
    } catch (error) {
      if (!(error instanceof UnreadableForm)) throw error;
      const status = error.key === "formMessage.not_a_form" ? 415 : 400;
      return c.text(translate(locale, error.key), status);
    }
    const names = [...(isApi ? [] : badNames(url.searchParams.entries())), ...bodyNames];
    if (names.length === 0) return next();
    const fieldMessage = translate(locale, "authMessage.invalid_characters");
    if (isApi) {
      const fields = Object.fromEntries(names.map((n) => [n, fieldMessage]));
      return apiError(c, 400, "invalid_input", translate(locale, "apiMessage.invalidCharacters"), fields);
    }
    return c.text(`${translate(locale, "apiMessage.invalidCharacters")} (${names.join(", ")})`, 400);
  };
}
