import type { Route } from "./+types/newsletter-export";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { exportSubscribers } from "@server/newsletter/export-subscribers.server.ts";

/** POST: the active subscribers as a CSV download, streamed (the export is audited). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "newsletter");
  const result = await exportSubscribers(context);
  if (!result.ok) return apiErrorResponse(result.error, localeFromRequest(request));
  return new Response(result.value.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.value.filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** GET shows the newsletter page, where the export is a button. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/admin/newsletter" } });
}
