import { data } from "react-router";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { Namespace } from "~/i18n/index.tsx";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import type { FormMessageCode } from "@domain/i18n/catalog.ts";
import { type MessageKey, type Result, messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { maskEmail, type LinkState } from "@domain/newsletter-links.ts";
import type { NewsletterLinkPageSpec, NewsletterLinkResult } from "./newsletter-link-page.tsx";

function successResult(locale: Locale, page: NewsletterLinkPageSpec, code: FormMessageCode): NewsletterLinkResult {
  const title = messagesFor(locale)[page.successTitle(code)];
  return { kind: "success", title, message: translate(locale, messageKey("formMessage", code)) };
}

function errorResult(locale: Locale, messageKey: MessageKey): NewsletterLinkResult {
  return {
    kind: "error",
    title: messagesFor(locale)["newsletter.invalidTitle"],
    message: translate(locale, messageKey),
  };
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
      ? errorResult(locale, messageKey("formMessage", "newsletter_link_invalid"))
      : link.status === "done"
        ? successResult(locale, page, link.code)
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

/**
 * A link page's answer to its button (or a one-click POST): the result, with the error's status.
 * The page shows the result in place of its button, not a form, so this is not formErrorResponse's
 * form result.
 */
export function newsletterLinkActionData(
  outcome: Result<{ code: FormMessageCode }>,
  locale: Locale,
  page: NewsletterLinkPageSpec,
) {
  const result = outcome.ok
    ? successResult(locale, page, outcome.value.code)
    : errorResult(locale, outcome.error.messageKey);
  return data({ result }, { status: outcome.ok ? 200 : outcome.error.status, headers: NO_STORE });
}
