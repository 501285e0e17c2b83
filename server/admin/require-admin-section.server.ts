import { adminSectionRoles, type AdminSectionId } from "@domain/admin-sections.ts";
import { requireRole } from "../auth/permissions.server.ts";
import type { RequestAuth } from "../auth/request-auth.server.ts";
import type { SessionUser } from "../auth/users.server.ts";

/**
 * For admin page loaders and actions: the signed-in user, who must reach the section
 * (domain/admin-sections.ts). Signed out → /login?redirectTo=…; any other role → 403.
 */
export async function requireAdminSection(
  request: Request,
  context: { auth: RequestAuth },
  section: AdminSectionId,
): Promise<SessionUser> {
  return requireRole(request, context, ...adminSectionRoles(section));
}
