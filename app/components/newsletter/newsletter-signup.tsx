import { CircleAlert, CircleCheck, Mail } from "~/components/icons.tsx";
import { useId } from "react";
import { useMatches } from "react-router";
import type { FormState } from "@domain/form-state.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/** A route handle flag: the page shows its own signup, so the footer leaves its copy out. */
export interface NewsletterHandle {
  newsletterInPage?: true;
}

/** True when the page being shown has its own signup (home, /newsletter). */
export function usePageHasNewsletter(): boolean {
  return useMatches().some((m) => (m.handle as NewsletterHandle | undefined)?.newsletterInPage === true);
}

/** Where the signup form posts (app/routes/newsletter.tsx; API clients use POST /api/newsletter). */
const NEWSLETTER_ACTION = "/newsletter";

export interface NewsletterSignupProps {
  /** "footer": compact, in the site footer; "section": a block on a page (home, /newsletter). */
  variant?: "footer" | "section";
  /** The listing page the signup comes from, kept with the subscription. */
  listingId?: number;
  /** Show the heading (the /newsletter page has its own h1 and hides it). */
  showHeading?: boolean;
  /** The result of a submission without JavaScript (the /newsletter page's action data). */
  initialState?: FormState;
  className?: string;
}

/**
 * The newsletter signup (double opt-in). Without JavaScript it is a plain form that posts to
 * /newsletter, which shows the result; with JavaScript the newsletter island
 * (app/islands/newsletter.ts, on hydrated and script-free pages alike: ADR 0016) sends it and
 * takes the field and the live region from that answer, without leaving the page. React renders
 * them from the server's state only (initialState), so it never undoes the island's change. The
 * answer never says whether the address was subscribed already: it is always "check your inbox".
 */
export function NewsletterSignup({
  variant = "section",
  listingId,
  showHeading = true,
  initialState,
  className,
}: NewsletterSignupProps) {
  const t = useT();
  const headingId = useId();
  const state = initialState;
  const error = state?.fields?.email;
  const formError = !error ? state?.formError : undefined;

  const footer = variant === "footer";
  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : t("newsletter.title")}
      className={cn("flex flex-col gap-3", className)}
    >
      {showHeading ? (
        <h2
          id={headingId}
          className={
            footer
              ? "flex items-center gap-2 text-sm font-semibold tracking-wide text-fg uppercase"
              : "flex items-center gap-2 text-2xl font-bold tracking-tight"
          }
        >
          <Mail aria-hidden="true" className={footer ? "size-4" : "size-6 text-primary"} />
          {t("newsletter.title")}
        </h2>
      ) : null}
      {showHeading ? (
        <p className={cn("max-w-prose", footer ? "text-fg-muted" : "text-lg text-fg-muted")}>{t("newsletter.intro")}</p>
      ) : null}
      <form
        method="post"
        action={NEWSLETTER_ACTION}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        {listingId ? <input type="hidden" name="listingId" value={String(listingId)} /> : null}
        <Input
          label={t("newsletter.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state?.done ? "" : (state?.values?.email ?? "")}
          error={error}
          className="sm:min-w-72 sm:flex-1"
        />
        <button type="submit" className={buttonClasses({ className: "sm:mt-[1.625rem]" })}>
          {t("newsletter.submit")}
        </button>
      </form>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div aria-live="polite" aria-atomic="true">
        {state?.done && state.notice ? (
          <p className="flex items-start gap-2 rounded-lg border border-success bg-success-soft px-3 py-2.5 font-medium text-fg">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{state.notice}</span>
          </p>
        ) : formError ? (
          <p className="flex items-start gap-2 rounded-lg border border-danger bg-danger-soft px-3 py-2.5 font-medium text-fg">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <span>{formError}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
