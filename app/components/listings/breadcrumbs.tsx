import { Fragment } from "react";
import { Link } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";

export interface Crumb {
  label: string;
  /** A link, or none for plain text; the last crumb is the current page. */
  href?: string | null;
}

/** Home › … › the current page, for the discovery pages. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const all: Crumb[] = [{ label: t("nav.home"), href: "/" }, ...items];
  return (
    <nav aria-label={t("area.breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-fg-muted">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <Fragment key={i}>
              {i > 0 ? (
                <li aria-hidden="true">
                  <span aria-hidden="true" className="css-icon css-icon-chevron-right size-4" />
                </li>
              ) : null}
              <li>
                {last ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : crumb.href ? (
                  <Link to={crumb.href} className="text-link hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  crumb.label
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
