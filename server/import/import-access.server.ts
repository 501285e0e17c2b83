/** Who may import and export listings: site admins only (domain/admin-sections.ts, "import"). */
import { adminSectionRoles } from "@domain/admin-sections.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { SessionUser } from "../auth/users.server.ts";
import type { CallerContext } from "../use-case.ts";

export async function importingAdmin(ctx: Pick<CallerContext, "auth">): Promise<Result<SessionUser>> {
  const user = await ctx.auth.user();
  if (!user) return failWith(401, messageKey("authMessage", "unauthorized"));
  if (!user.isActive || !(adminSectionRoles("import") as readonly string[]).includes(user.role))
    return failWith(403, messageKey("authMessage", "forbidden"));
  return ok(user);
}
