import { LogIn, LogOut } from "~/components/icons.tsx";
import { Link, NavLink } from "~/components/link.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { buttonClasses } from "./ui/button.tsx";
import { ALERTS_HREF, LOGIN_HREF, LOGOUT_ACTION, MY_LISTINGS_HREF, displayName, type ShellUser } from "./nav-links.ts";

/**
 * Signed out: Login. Signed in: "Welcome, {name}", My Listings, Search alerts and a Logout button (a POST
 * form, so it works without JavaScript and cannot be triggered by a link).
 */
export function AccountLinks({
  user,
  layout,
  onNavigate,
}: {
  user?: ShellUser | null;
  layout: "inline" | "stacked";
  onNavigate?: () => void;
}) {
  const t = useT();
  const stacked = layout === "stacked";
  if (!user) {
    return (
      <Link
        to={LOGIN_HREF}
        onClick={onNavigate}
        className={buttonClasses({
          variant: stacked ? "secondary" : "ghost",
          size: "md",
          className: stacked ? "w-full" : "",
        })}
      >
        <LogIn aria-hidden="true" />
        {t("nav.login")}
      </Link>
    );
  }
  return (
    <div className={cn("flex", stacked ? "flex-col items-stretch gap-2" : "items-center gap-1")}>
      <span
        title={stacked ? undefined : t("nav.welcome", { name: displayName(user) })}
        className={cn(
          "text-sm text-fg-muted",
          stacked ? "px-1 text-base" : "max-w-32 truncate whitespace-nowrap xl:max-w-xs",
        )}
      >
        {t("nav.welcome", { name: displayName(user) })}
      </span>
      <NavLink
        to={MY_LISTINGS_HREF}
        onClick={onNavigate}
        className={({ isActive }) =>
          buttonClasses({
            variant: stacked ? "secondary" : "ghost",
            size: "md",
            className: cn(stacked ? "w-full" : "px-2.5", isActive && "bg-primary-soft text-primary-soft-fg"),
          })
        }
      >
        {t("nav.myListings")}
      </NavLink>
      <NavLink
        to={ALERTS_HREF}
        onClick={onNavigate}
        className={({ isActive }) =>
          buttonClasses({
            variant: stacked ? "secondary" : "ghost",
            size: "md",
            className: cn(stacked ? "w-full" : "px-2.5", isActive && "bg-primary-soft text-primary-soft-fg"),
          })
        }
      >
        {t("nav.searchAlerts")}
      </NavLink>
      <form method="post" action={LOGOUT_ACTION}>
        <button
          type="submit"
          className={buttonClasses({
            variant: stacked ? "secondary" : "ghost",
            size: "md",
            className: stacked ? "w-full" : "px-2.5",
          })}
        >
          {stacked ? <LogOut aria-hidden="true" /> : null}
          {t("nav.logout")}
        </button>
      </form>
    </div>
  );
}
