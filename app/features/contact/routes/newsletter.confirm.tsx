import type { Route } from "./+types/newsletter.confirm";
import { formValues } from "~/lib/page-data/form-page.server.ts";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import {
  NewsletterLinkPage,
  newsletterLinkMeta,
  type NewsletterLinkPageSpec,
} from "~/features/contact/newsletter-link-page.tsx";
import { newsletterLinkActionData, newsletterLinkLoaderData } from "~/features/contact/newsletter-link-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { confirmSubscription } from "@server/newsletter/confirm-subscription.server.ts";
import { peekConfirmLink } from "@server/newsletter/peek-confirm-link.server.ts";
import type { I18nHandle } from "~/i18n/index.tsx";

export const handle: I18nHandle = { i18n: ["auth"] };

const CONFIRM_PAGE: NewsletterLinkPageSpec = {
  path: "/newsletter/confirm",
  title: "newsletter.confirmTitle",
  intro: "newsletter.confirmIntro",
  submit: "newsletter.confirmSubmit",
  successTitle: (code) => (code === "newsletter_subscribed" ? "newsletter.subscribedTitle" : "newsletter.alreadyTitle"),
  signUpAgain: { after: "error" },
};

/** The link from the confirmation email. Opening it changes nothing; the button confirms. */
export function loader({ request, context }: Route.LoaderArgs) {
  return newsletterLinkLoaderData(request, (token) => peekConfirmLink(context, { token }), CONFIRM_PAGE, handle.i18n);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const outcome = await confirmSubscription(context, { token: values.token, locale });
  return newsletterLinkActionData(outcome, locale, CONFIRM_PAGE);
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return newsletterLinkMeta(loaderData?.title ?? "Confirm your subscription");
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result ?? loaderData.result;
  return <NewsletterLinkPage page={CONFIRM_PAGE} token={loaderData.token} email={loaderData.email} result={result} />;
}
