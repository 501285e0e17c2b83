import { Link } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { formValues } from "~/auth/page.server.ts";
import { NO_STORE } from "~/components/contact/form-data.server.ts";
import { NewsletterLinkPage, newsletterLinkMeta } from "~/components/forms/newsletter-link-page.tsx";
import {
  newsletterLinkActionData,
  newsletterLinkLoaderData,
  type NewsletterLinkTitles,
} from "~/components/forms/newsletter-link-page.server.ts";
import { useT } from "~/i18n/index.tsx";
import { requestLocale } from "~/lib/locale.server.ts";
import { confirmSubscription, peekConfirmLink } from "@server/newsletter/newsletter.ts";

const TITLES: NewsletterLinkTitles = {
  page: "newsletter.confirmTitle",
  success: (code) => (code === "newsletter_subscribed" ? "newsletter.subscribedTitle" : "newsletter.alreadyTitle"),
};

/** The link from the confirmation email. Opening it changes nothing; the button confirms. */
export function loader({ request, context }: Route.LoaderArgs) {
  return newsletterLinkLoaderData(request, (token) => peekConfirmLink(context.database, token), TITLES);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = requestLocale(request);
  const outcome = await confirmSubscription(context, context.auth, values.token, locale);
  return newsletterLinkActionData(outcome, locale, TITLES);
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return newsletterLinkMeta(loaderData?.title ?? "Confirm your subscription");
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <NewsletterLinkPage
      result={actionData?.result ?? loaderData.result}
      title={t("newsletter.confirmTitle")}
      intro={t("newsletter.confirmIntro", { email: loaderData.email })}
      action="/newsletter/confirm"
      token={loaderData.token}
      submitLabel={t("newsletter.confirmSubmit")}
      afterError={
        <p className="mb-5 text-base">
          <Link to="/newsletter" className="link">
            {t("newsletter.signUpAgain")}
          </Link>
        </p>
      }
    />
  );
}
