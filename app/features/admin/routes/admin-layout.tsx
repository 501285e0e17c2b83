import { data, Outlet } from "react-router";
import { NavLink } from "~/components/link.tsx";
import type { Route } from "./+types/admin-layout";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { matchedMessages, useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { cn } from "~/lib/cn.ts";
import { adminMeta } from "~/features/admin/admin-page.tsx";
import { adminSectionsFor } from "@domain/admin-sections.ts";
import { requireRole } from "@server/auth/permissions.server.ts";

import { adminErrorTitleKey } from "~/features/admin/admin-error.tsx";
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/admin-error.tsx";

export const handle: I18nHandle = { i18n: ["admin"] };

/**
 * The console's frame: only admins get past it (each section's loader checks its own roles
 * again, so a listing_admin who types /admin/users gets a 403, not the page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "site_admin", "listing_admin");
  return data(
    {
      sections: adminSectionsFor(user.role).map(({ id, path }) => ({ id, path })),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

/** The refusal and error pages this frame shows say what happened in their title too (each section's own meta replaces it). */
export function meta({ error, matches }: Route.MetaArgs) {
  return adminMeta(error ? matchedMessages(matches)[adminErrorTitleKey(error)] : undefined);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page-container flex flex-col gap-8 py-8 lg:flex-row lg:py-12">
      <nav aria-label={t("admin.navLabel")} className="lg:w-56 lg:shrink-0">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {loaderData.sections.map((section) => (
            <li key={section.id}>
              <NavLink
                to={section.path}
                end={section.id === "dashboard"}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-fg transition-colors hover:bg-surface-2",
                    isActive && "bg-primary-soft font-semibold text-primary-soft-fg",
                  )
                }
              >
                {t(`admin.section.${section.id}` as MessageKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
