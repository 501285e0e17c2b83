import { Navigate, useLocation } from "react-router";

const CHANGE_PASSWORD_PATH = "/change-password";

/** Pages a user who must change a temporary password may still open. */
const EXEMPT = new Set([CHANGE_PASSWORD_PATH, "/logout"]);

/**
 * Spec section 4: a signed-in user whose password status requires a change is sent to
 * /change-password from every page except that one. Returns where to go, or null.
 */
export function passwordChangeRedirect(pathname: string, requiresPasswordChange: boolean): string | null {
  if (!requiresPasswordChange) return null;
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return EXEMPT.has(path) ? null : CHANGE_PASSWORD_PATH;
}

/**
 * The same rule for navigations inside the browser (the root loader, which enforces it on the
 * server, is not re-run on every client-side navigation).
 */
export function PasswordChangeGuard({ required }: { required: boolean }) {
  const { pathname } = useLocation();
  const target = passwordChangeRedirect(pathname, required);
  return target ? <Navigate to={target} replace /> : null;
}
