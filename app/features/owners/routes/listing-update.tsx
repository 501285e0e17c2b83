import { Form, data, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/listing-update";
import { FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { TOKEN_PAGE_REFERRER_POLICY } from "~/lib/token-page.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { LISTING_LIMITS } from "@domain/owner-listings.ts";
import { REMINDER_LINK_DAYS } from "@domain/owner-reminders.ts";
import { isTokenShaped } from "@server/auth/tokens.server.ts";
import {
  lookupReminderLink,
  applyReminderLink,
  type ReminderLinkOutcome,
} from "@server/owners/reminder-link.server.ts";

export const handle: I18nHandle = { i18n: ["reminders"] };

const HEADERS = { ...NO_STORE, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };

/** The answer's HTTP status: a used or expired link is gone (410), one never issued not found (404). */
const STATUS: Record<ReminderLinkOutcome["state"], number> = {
  ready: 200,
  done: 200,
  invalid_weeks: 400,
  used: 410,
  expired: 410,
  unknown: 404,
  rate_limited: 429,
};

type View = ReminderLinkOutcome & { token: string; typedWeeks?: string };

function answer(request: Request, view: View) {
  return data(
    {
      view,
      title: messagesFor(localeFromRequest(request))["reminders.title"],
      i18n: routeMessages(request, handle.i18n),
    },
    {
      status: STATUS[view.state],
      headers: view.state === "rate_limited" ? { ...HEADERS, "Retry-After": "900" } : HEADERS,
    },
  );
}

/**
 * A link from an owner reminder email (server/owners/owner-reminders.server.ts). Opening it
 * shows what it would do and one button; only the POST changes the listing, so a mail scanner
 * that fetches links changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await lookupReminderLink(context, { token });
  return answer(request, { ...outcome, token: isTokenShaped(token) ? token : "" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  const weeks = form.get("weeks");
  const outcome = await applyReminderLink(context, { token, weeks: weeks ?? undefined });
  if (outcome.state === "invalid_weeks" && isTokenShaped(token)) {
    // Asked again with what was typed: the link is not used until the number is valid.
    return answer(request, { ...outcome, token, typedWeeks: typeof weeks === "string" ? weeks.slice(0, 20) : "" });
  }
  return answer(request, { ...outcome, token: "" });
}

/** After a POST the action's answer is the page: reloading the link would only say it is used now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { ...HEADERS, ...Object.fromEntries((actionHeaders ?? loaderHeaders).entries()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function ListingUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = (actionData ?? loaderData).view as View;
  return (
    <OwnerPage title={t("reminders.title")}>
      <Card className="flex max-w-xl flex-col gap-4 p-5 sm:p-6">
        <Body view={view} />
      </Card>
    </OwnerPage>
  );
}

function Body({ view }: { view: View }) {
  const t = useT();
  if (view.state === "done") {
    return (
      <>
        <FormMessage kind="success" id="update-message">
          {t(`reminders.done.${view.action}`, { name: view.listingName, weeks: String(view.weeks ?? "") })}
        </FormMessage>
        <Link to={`/my-listings/${view.listingId}/edit`} className="link text-base">
          {t("reminders.editMore")}
        </Link>
      </>
    );
  }
  if (view.state === "ready" || view.state === "invalid_weeks") {
    const ready = view;
    const error =
      view.state === "invalid_weeks" ? t("reminders.weeksError", { max: LISTING_LIMITS.waitlistWeeksMax }) : undefined;
    return (
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <p className="text-base">{t(`reminders.confirm.${ready.action}`, { name: ready.listingName })}</p>
        <input type="hidden" name="token" value={view.token} />
        {ready.action === "waitlist" ? (
          <Input
            name="weeks"
            label={t("reminders.weeksLabel")}
            inputMode="numeric"
            autoComplete="off"
            required
            defaultValue={view.typedWeeks ?? (ready.waitlistWeeks === null ? "" : String(ready.waitlistWeeks))}
            error={error}
          />
        ) : null}
        <p className="text-sm text-fg-muted">{t("reminders.confirmHint")}</p>
        <SubmitButton pendingLabel={t("reminders.submitting")}>{t("reminders.button")}</SubmitButton>
      </Form>
    );
  }
  const [title, text] =
    view.state === "used"
      ? [t("reminders.usedTitle"), t("reminders.used")]
      : view.state === "expired"
        ? [t("reminders.expiredTitle"), t("reminders.expired", { days: REMINDER_LINK_DAYS })]
        : view.state === "rate_limited"
          ? [t("reminders.rateLimitedTitle"), t("reminders.rateLimited")]
          : [t("reminders.unknownTitle"), t("reminders.unknown")];
  return (
    <>
      <h2 className="text-xl font-semibold">{title}</h2>
      <FormMessage kind="error" id="update-message">
        {text}
      </FormMessage>
      <Link to="/login?redirectTo=/my-listings" className="link text-base">
        {t("reminders.signIn")}
      </Link>
    </>
  );
}
