import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { MAX_IMAGE_BYTES } from "@domain/listing-images.ts";
import { CONTACT_IMPORT_MAX_BYTES } from "@domain/provider-contact-csv.ts";
import { MAX_IMPORT_BYTES, MAX_IMPORT_MEGABYTES } from "@domain/listing-import.ts";
import { NPPES_UPLOAD_MAX_BYTES, NPPES_UPLOAD_MAX_GIGABYTES } from "@domain/nppes/upload.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { authMessage } from "../auth/messages.ts";
import { apiError } from "../api/errors.ts";
import { PAYMENT_WEBHOOK_PATH } from "../payments/webhook.server.ts";
import type { AppEnv } from "./env.ts";

const KiB = 1024;

/**
 * The largest request body each kind of route reads. Every JSON call is a few short fields; a
 * page form's largest field is the contact message (5,000 characters, up to 12 bytes each once
 * UTF-8 and percent-encoded), so a slightly long message still gets the form's own "too long"
 * answer. A photo upload takes one photo of up to 8 MB plus the multipart framing, so a photo
 * just over 8 MB still reaches the use case and gets its "larger than 8 MB" answer. The admin's
 * blog article form carries a body of up to 40,000 characters (domain/catalogue-admin.ts), up to
 * 12 bytes each once percent-encoded, so a full-length article still gets the form's own answer.
 * A listing CSV import takes one file of up to 50 MB, likewise. Stripe's webhook events are
 * whole API objects (an invoice with its lines easily passes 32 KiB): 1 MiB, for that path only.
 */
export const BODY_LIMITS = {
  api: 32 * KiB,
  webhook: 1024 * KiB,
  page: 128 * KiB,
  article: 512 * KiB,
  upload: MAX_IMAGE_BYTES + 256 * KiB,
  // The provider-contacts CSV (1 MB): a file just over it still gets the page's own answer.
  contactsImport: CONTACT_IMPORT_MAX_BYTES + 256 * KiB,
  import: MAX_IMPORT_BYTES + 256 * KiB,
  // The NPI registry zip (a full monthly file is about 1 GB), streamed to disk, never buffered.
  registryImport: NPPES_UPLOAD_MAX_BYTES + 256 * KiB,
} as const;

/** The admin's blog article form (/admin/blog/new, /admin/blog/:id). */
const ARTICLE_PATH = /^\/admin\/blog\/[^/]+(\.data)?\/?$/;

/**
 * The image upload forms' addresses (with React Router's ".data" when sent by script): listing
 * photos, and the admin's product images and blog covers.
 */
const UPLOAD_PATH =
  /^\/(my-listings\/[^/]+\/images|admin\/products\/[^/]+\/image|admin\/blog\/[^/]+\/cover)(\.data)?\/?$/;

/** The provider-contacts import form's address. */
const CONTACTS_IMPORT_PATH = /^\/admin\/contacts\/import(\.data)?\/?$/;
/** The listing CSV upload form's address (/admin/import). */
export const IMPORT_UPLOAD_PATH = /^\/admin\/import(\.data)?\/?$/;
/** The registry (NPPES) upload form's address: only its route reads a body this large, for site admins. */
export const REGISTRY_UPLOAD_PATH = /^\/admin\/import\/registry(\.data)?\/?$/;

/**
 * An import upload's limit. A declared Content-Length over it is refused at once, with a
 * message that says what to do instead (the command line import); nothing is read. A body
 * without one is never buffered here (hono/body-limit would hold up to the whole limit in
 * memory): the upload streams it to disk and stops keeping it at the limit. The route refuses
 * anyone but a site admin before it reads a byte.
 */
function importLimit(kind: "import" | "registryImport"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const length = c.req.raw.headers.has("transfer-encoding") ? null : c.req.header("content-length");
    if (length && Number.parseInt(length, 10) > BODY_LIMITS[kind]) {
      c.header("Connection", "close");
      const locale = localeFromRequest(c.req.raw);
      const message =
        kind === "import"
          ? translate(locale, "adminImport.problem.too_large", { megabytes: MAX_IMPORT_MEGABYTES })
          : translate(locale, "adminRegistry.error.too_large", { gigabytes: NPPES_UPLOAD_MAX_GIGABYTES });
      return c.text(message, 413);
    }
    return next();
  };
}

/**
 * Refuses a body over the route's limit with 413 before anything parses it: a declared
 * Content-Length is judged at once, a streamed body is counted as it arrives and never held
 * beyond the limit (hono/body-limit). API paths answer the common JSON error, pages a message
 * in the reader's language. The connection is closed, so the rest is not read either.
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const limited = (kind: keyof typeof BODY_LIMITS): MiddlewareHandler<AppEnv> => {
    const maxSize = BODY_LIMITS[kind];
    return bodyLimit({
      maxSize,
      onError: (c) => {
        c.header("Connection", "close");
        const message = authMessage("payload_too_large", localeFromRequest(c.req.raw), { maxKiB: maxSize / KiB });
        if (kind === "api" || kind === "webhook") return apiError(c, 413, "payload_too_large", message);
        return c.text(message, 413);
      },
    });
  };
  const api = limited("api");
  const webhook = limited("webhook");
  const page = limited("page");
  const upload = limited("upload");
  const article = limited("article");
  const contactsImport = limited("contactsImport");
  const csvImport = importLimit("import");
  const registryImport = importLimit("registryImport");
  return (c, next) => {
    // A GET or HEAD has no body for anything to read (the Fetch API refuses one). Skipping them
    // also spares @hono/node-server from building a full Request just to answer `.body` with null.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const path = c.req.path;
    if (path === PAYMENT_WEBHOOK_PATH) return webhook(c, next);
    if (path.startsWith("/api/")) return api(c, next);
    if (UPLOAD_PATH.test(path)) return upload(c, next);
    if (ARTICLE_PATH.test(path)) return article(c, next);
    if (CONTACTS_IMPORT_PATH.test(path)) return contactsImport(c, next);
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    if (multipart && IMPORT_UPLOAD_PATH.test(path)) return csvImport(c, next);
    if (multipart && REGISTRY_UPLOAD_PATH.test(path)) return registryImport(c, next);
    return page(c, next);
  };
}
