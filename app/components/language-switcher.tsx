import { Languages } from "~/components/icons.tsx";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { LANGUAGES, isLocale } from "@domain/i18n/locale.ts";
import { useI18n } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import type { PreferencePlace } from "~/lib/preference-focus.ts";
import { usePreferenceFocus } from "./preference-focus.tsx";

export const LANGUAGE_STORAGE_KEY = "preferredLanguage";
const FETCHER_KEY = "language-preference";

/**
 * English / Español. Without JavaScript it is a plain POST to /preferences that sets the
 * cookie and redirects back here. With JavaScript the same form goes through a fetcher
 * (js=1), the root loader revalidates and the page re-renders in the new language.
 */
export function LanguageSwitcher({
  variant = "compact",
  place,
  className,
}: {
  variant?: "compact" | "full";
  /** Where this switcher sits: after a plain form's redirect, focus comes back to this one. */
  place?: PreferencePlace;
  className?: string;
}) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const pending = fetcher.formData?.get("lang");
  const current = isLocale(pending) ? pending : locale;
  const focusAgain = usePreferenceFocus("lang", place);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const lang = submitter instanceof HTMLButtonElement ? submitter.value : null;
    event.preventDefault();
    if (!isLocale(lang) || lang === current) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // Storage can be unavailable (private mode); the cookie still carries the choice.
    }
    fetcher.submit({ lang, js: "1" }, { method: "post", action: "/preferences" });
  };

  return (
    <form method="post" action="/preferences" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      {place ? <input type="hidden" name="focus" value={place} /> : null}
      <div role="group" aria-label={t("lang.label")} className="flex items-center gap-1">
        {variant === "full" ? <Languages aria-hidden="true" className="me-1 size-5 text-fg-muted" /> : null}
        <div className="inline-flex rounded-lg border border-border p-0.5">
          {LANGUAGES.map((language) => {
            const active = language.code === current;
            return (
              <button
                key={language.code}
                type="submit"
                name="lang"
                value={language.code}
                lang={language.code}
                aria-current={active ? "true" : undefined}
                // The language just chosen is the current one: its button is the one pressed.
                autoFocus={(focusAgain && active) || undefined}
                className={cn(
                  "inline-flex min-h-10 items-center justify-center rounded-md px-2.5 text-sm font-semibold transition-colors",
                  variant === "full" && "min-h-11 flex-1 px-4 text-base",
                  active ? "bg-primary text-primary-fg" : "text-fg hover:bg-surface-2",
                  // Forced colours drop the filled background: an underline still says which is current.
                  active && "forced-colors:underline forced-colors:decoration-2 forced-colors:underline-offset-4",
                )}
              >
                {variant === "compact" ? (
                  // The name starts with the visible "EN" (WCAG 2.5.3 label in name), then says which language.
                  <>
                    {language.code.toUpperCase()}
                    <span className="sr-only"> {language.name}</span>
                  </>
                ) : (
                  language.name
                )}
              </button>
            );
          })}
        </div>
      </div>
    </form>
  );
}
