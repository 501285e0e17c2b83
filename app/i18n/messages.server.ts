import { messagesFor, pickNamespaces, type Namespace } from "@domain/i18n/catalog.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { PageMessages } from "./index.tsx";
import { SHELL_NAMESPACES } from "./namespaces.ts";

// Server only (the .server suffix keeps both whole catalogs out of the browser bundle).
export { messagesFor };

/** What the root loader sends with every page: the layout's namespaces (header, footer, errors). */
export function shellMessages(locale: Parameters<typeof messagesFor>[0]): PageMessages {
  return pickNamespaces(locale, SHELL_NAMESPACES);
}

/**
 * A route loader's `i18n` field: the namespaces its handle declares, in the request's language.
 * The root merges them with the shell's (app/i18n/index.tsx matchedMessages).
 */
export function routeMessages(request: Request, namespaces: readonly Namespace[]): PageMessages {
  return pickNamespaces(localeFromRequest(request), namespaces);
}
