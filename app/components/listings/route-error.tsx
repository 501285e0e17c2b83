import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "~/components/not-found-page.tsx";
import { useT } from "~/i18n/index.tsx";

/**
 * The discovery routes' error boundary: an unknown state, city or listing shows the not-found
 * page inside the route, so the route's meta (the 404 title, noindex) still applies.
 */
export function DiscoveryErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" tabIndex={-1} className="page-container py-16 focus:outline-none">
      <h1 className="text-3xl font-bold">{t("error.title")}</h1>
      <p className="mt-4 text-fg-muted">{t("error.text")}</p>
    </main>
  );
}
