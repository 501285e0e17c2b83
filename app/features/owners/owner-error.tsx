import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";

/**
 * The owner screens' error boundary: a refusal (not signed in, not your listing, no such
 * listing or payment) says why in the page's language, inside the site's frame. Only the
 * shell's namespaces are loaded when a loader refuses, so its texts are "error." and "nav." keys.
 */
export function OwnerErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <main id="main" tabIndex={-1} className="page-container py-16 focus:outline-none">
      <h1 className="text-3xl font-bold">{refusal ? t("error.refusedTitle") : t("error.title")}</h1>
      <p className="mt-4 text-fg-muted">{refusal ?? t("error.text")}</p>
      <p className="mt-4">
        <Link to="/my-listings" className="link">
          {t("nav.myListings")}
        </Link>
      </p>
    </main>
  );
}
