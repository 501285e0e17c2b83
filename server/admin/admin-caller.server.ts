import { adminSectionRoles, type AdminSectionId } from "@domain/admin-sections.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * The caller of an admin use case, who must reach its section (domain/admin-sections.ts):
 * 401 signed out, 403 for any other role or a deactivated account. Use cases check this
 * themselves, whatever page or API calls them.
 */
export async function adminCaller(ctx: UseCaseContext<"auth">, section: AdminSectionId): Promise<Result<SessionUser>> {
  const user = await ctx.auth.user();
  if (!user) return failWith(401, messageKey("authMessage", "unauthorized"));
  if (!user.isActive || !adminSectionRoles(section).includes(user.role))
    return failWith(403, messageKey("authMessage", "forbidden"));
  return ok(user);
}
