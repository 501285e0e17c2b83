import { data } from "react-router";
import { NO_STORE } from "~/auth/page.server.ts";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { Namespace } from "~/i18n/index.tsx";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { formMessage, type FormMessageCode, type FormOutcome } from "@server/contact/messages.ts";
import { maskEmail, type LinkState } from "@server/newsletter/newsletter.ts";
import type { NewsletterLinkPageSpec, NewsletterLinkResult } from "./newsletter-link-page.tsx";

function linkResult(
  locale: Locale,
  page: NewsletterLinkPageSpec,
  outcome: { ok: boolean; code: FormMessageCode },
): NewsletterLinkResult {
  const messages = messagesFor(locale);
  return outcome.ok
    ? { kind: "success", title: messages[page.successTitle(outcome.code)], message: formMessage(outcome.code, locale) }
    : { kind: "error", title: messages["newsletter.invalidTitle"], message: formMessage(outcome.code, locale) };
}

/**
 * A link page's loader data: the token and the masked address while the button can be used,
 * else the result (a dead link, or nothing left to do). Opening the link changes nothing.
 */
export async function newsletterLinkLoaderData(
  request: Request,
  peek: (token: string | null) => Promise<LinkState>,
  page: NewsletterLinkPageSpec,
  namespaces: readonly Namespace[],
) {
  const locale = localeFromRequest(request);
  const token = new URL(request.url).searchParams.get("token");
  const link = await peek(token);
  const result: NewsletterLinkResult | null =
    link.status === "invalid"
      ? linkResult(locale, page, { ok: false, code: "newsletter_link_invalid" })
      : link.status === "done"
        ? linkResult(locale, page, { ok: true, code: link.code })
        : null;
  return data(
    {
      title: messagesFor(locale)[page.title],
      i18n: routeMessages(request, namespaces),
      token: link.status === "ready" ? (token ?? "") : "",
      email: link.status === "ready" ? maskEmail(link.email) : "",
      result,
    },
    { headers: NO_STORE },
  );
}

/** A link page's answer to its button (or a one-click POST): the result, with the failure's status. */
export function newsletterLinkActionData(
  outcome: FormOutcome<{ code: FormMessageCode }>,
  locale: Locale,
  page: NewsletterLinkPageSpec,
) {
  const result = outcome.ok
    ? linkResult(locale, page, { ok: true, code: outcome.value.code })
    : linkResult(locale, page, { ok: false, code: outcome.failure.code });
  return data({ result }, { status: outcome.ok ? 200 : outcome.failure.status, headers: NO_STORE });
}
