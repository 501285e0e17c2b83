import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useT } from "~/i18n/index.tsx";

/**
 * The admin console's error boundary: a refusal (403 for a role without the section, 404 for a
 * missing object) says why in the page's language; anything else is the generic error text.
 * Only the shell's namespaces are loaded when a loader refuses, so its texts are "error." and "nav." keys.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <div role="alert" className="flex flex-col gap-4 py-4">
      <h1 className="text-3xl font-bold">{refusal ? t("error.refusedTitle") : t("error.title")}</h1>
      <p className="text-fg-muted">{refusal ?? t("error.text")}</p>
      <p>
        <Link to="/" className="link">
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
