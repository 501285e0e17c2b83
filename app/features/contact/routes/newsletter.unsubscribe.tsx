import type { Route } from "./+types/newsletter.unsubscribe";
import { formValues } from "~/lib/page-data/form-page.server.ts";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import {
  NewsletterLinkPage,
  newsletterLinkMeta,
  type NewsletterLinkPageSpec,
} from "~/features/contact/newsletter-link-page.tsx";
import { newsletterLinkActionData, newsletterLinkLoaderData } from "~/features/contact/newsletter-link-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { peekUnsubscribeLink } from "@server/newsletter/peek-unsubscribe-link.server.ts";
import { unsubscribe } from "@server/newsletter/unsubscribe.server.ts";
import type { I18nHandle } from "~/i18n/index.tsx";

export const handle: I18nHandle = { i18n: ["auth"] };

const UNSUBSCRIBE_PAGE: NewsletterLinkPageSpec = {
  path: "/newsletter/unsubscribe",
  title: "newsletter.unsubscribeTitle",
  intro: "newsletter.unsubscribeIntro",
  submit: "newsletter.unsubscribeSubmit",
  successTitle: () => "newsletter.unsubscribedTitle",
  signUpAgain: { after: "success", lead: "newsletter.resubscribe" },
};

/**
 * The unsubscribe link of every newsletter email (and its List-Unsubscribe header). GET shows a
 * page whose button POSTs; a mail program's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, token in the address) reaches the same action.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return newsletterLinkLoaderData(request, (token) => peekUnsubscribeLink(context, { token }), UNSUBSCRIBE_PAGE, handle.i18n);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const token = values.token || new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(context, { token });
  return newsletterLinkActionData(outcome, localeFromRequest(request), UNSUBSCRIBE_PAGE);
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return newsletterLinkMeta(loaderData?.title ?? "Unsubscribe");
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result ?? loaderData.result;
  return (
    <NewsletterLinkPage page={UNSUBSCRIBE_PAGE} token={loaderData.token} email={loaderData.email} result={result} />
  );
}
