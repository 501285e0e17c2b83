import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/components/link.tsx";
import type { MessageKey } from "~/i18n/index.tsx";
import { useT } from "~/i18n/index.tsx";

/** The heading of an admin error page for an answer's status: missing, refused, or failed. */
export function adminErrorTitleKey(error: unknown): MessageKey {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return "error.notFoundTitle";
  if (status === 401 || status === 403) return "error.refusedTitle";
  return "error.title";
}

/** What the answer itself says (a refusal's reason, a use case's message), when it says something. */
function answerText(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  if (typeof error.data === "string") return error.data;
  const formError = (error.data as { formError?: unknown } | null)?.formError;
  return typeof formError === "string" ? formError : null;
}

/**
 * The admin console's error boundary: a missing object (404), a refusal (403 for a role without
 * the section) and a failure each say what happened in the page's language, inside the page's
 * main landmark (the skip link's target). It replaces the console's frame, whose loader may be
 * what failed. Only the shell's namespaces are loaded when a loader refuses, so its texts are
 * "error." and "nav." keys.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const key = adminErrorTitleKey(error);
  return (
    <div className="page-container py-8 lg:py-12">
      <main id="main" tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
        <div role="alert" className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold">{t(key)}</h1>
          <p className="text-fg-muted">
            {answerText(error) ?? t(key === "error.title" ? "error.text" : "error.adminHint")}
          </p>
        </div>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/admin" className="link">
            {t("error.adminHome")}
          </Link>
          <Link to="/" className="link">
            {t("notFound.home")}
          </Link>
        </p>
      </main>
    </div>
  );
}
