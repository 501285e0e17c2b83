import { Moon, Sun } from "~/components/icons.tsx";
import { useEffect, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { Tooltip } from "./ui/tooltip.tsx";
import { THEME_COOKIE, THEME_STORAGE_KEY, isTheme, type Theme } from "~/lib/theme.ts";
import type { PreferencePlace } from "~/lib/preference-focus.ts";
import { usePreferenceFocus } from "./preference-focus.tsx";

const FETCHER_KEY = "theme-preference";

/** Applies a theme to <html> at once (the server renders the same class on the next load). */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the cookie still carries the choice.
  }
}

/** The theme in effect: an in-flight choice first, else the one the server rendered. */
function useCurrentTheme(serverTheme: Theme): Theme {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const pending = fetcher.formData?.get("theme");
  return isTheme(pending) ? pending : serverTheme;
}

/**
 * Light/dark toggle. Without JavaScript: a POST to /preferences that sets the cookie and
 * comes back. With JavaScript: the class flips immediately, localStorage is written and
 * the cookie is set through a fetcher (js=1).
 */
export function ThemeToggle({
  theme,
  showLabel = false,
  place,
  className,
}: {
  theme: Theme;
  showLabel?: boolean;
  /** Where this toggle sits: after a plain form's redirect, focus comes back to this one. */
  place?: PreferencePlace;
  className?: string;
}) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const current = useCurrentTheme(theme);
  const next: Theme = current === "dark" ? "light" : "dark";
  const actionLabel = next === "dark" ? t("theme.toDark") : t("theme.toLight");
  const focusAgain = usePreferenceFocus("theme", place);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyTheme(next);
    storeTheme(next);
    fetcher.submit({ theme: next, js: "1" }, { method: "post", action: "/preferences" });
  };

  const Icon = next === "dark" ? Moon : Sun;
  return (
    <form method="post" action="/preferences" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      <input type="hidden" name="theme" value={next} />
      {place ? <input type="hidden" name="focus" value={place} /> : null}
      {showLabel ? (
        <button
          type="submit"
          autoFocus={focusAgain || undefined}
          className={cn(
            "inline-flex min-h-11 w-full items-center gap-2 rounded-lg border border-border-strong px-4 text-base font-semibold text-fg transition-colors hover:bg-surface-2",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
          <span>{actionLabel}</span>
        </button>
      ) : (
        <Tooltip content={actionLabel} side="bottom">
          <button
            type="submit"
            aria-label={actionLabel}
            autoFocus={focusAgain || undefined}
            className="inline-flex size-11 items-center justify-center rounded-lg text-fg transition-colors hover:bg-surface-2"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </Tooltip>
      )}
    </form>
  );
}

/**
 * Once per page load: when the theme came from localStorage (the cookie was missing, so the
 * inline script in root applied it), save it as a cookie too, so the server agrees next time.
 */
export function ThemeCookieSync({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const { submit } = fetcher;
  useEffect(() => {
    if (new RegExp(`(^|; )${THEME_COOKIE}=`).test(document.cookie)) return;
    let stored: string | null;
    try {
      stored = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      return;
    }
    if (isTheme(stored) && stored !== theme)
      void submit({ theme: stored, js: "1" }, { method: "post", action: "/preferences" });
    // Only on first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
