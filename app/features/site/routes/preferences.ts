import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences";
import { LOCALE_COOKIE, isLocale } from "@domain/i18n/locale.ts";
import { preferenceCookie } from "~/lib/cookies.ts";
import { THEME_COOKIE, isTheme } from "~/lib/theme.ts";
import { preferenceFocusCookie, preferenceFocusValue } from "~/lib/preference-focus.ts";
import { safeRedirectPath } from "@server/auth/permissions.server.ts";

/**
 * Saves the language or theme preference (a form that works without JavaScript). The plain form
 * comes back to the page it was on, with focus on the switch it used (app/lib/preference-focus.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  const lang = form.get("lang");
  const theme = form.get("theme");
  if (lang !== null) {
    if (!isLocale(lang)) return data({ ok: false as const }, { status: 400 });
    headers.append("Set-Cookie", preferenceCookie(LOCALE_COOKIE, lang, secure));
  }
  if (theme !== null) {
    if (!isTheme(theme)) return data({ ok: false as const }, { status: 400 });
    headers.append("Set-Cookie", preferenceCookie(THEME_COOKIE, theme, secure));
  }
  if (form.get("js") === "1") return data({ ok: true as const }, { headers });
  // The page that comes back puts focus on the switch that was used (autofocus, no script needed).
  const focus = preferenceFocusValue(lang !== null ? "lang" : "theme", form.get("focus"));
  if (focus) headers.append("Set-Cookie", preferenceFocusCookie(focus, secure));
  // Same-site relative paths only, so the redirect cannot send anyone elsewhere.
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers });
}

export async function loader() {
  return redirect("/");
}
