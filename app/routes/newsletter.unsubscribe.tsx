import { Link } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
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
import { peekUnsubscribeLink, unsubscribe } from "@server/newsletter/newsletter.ts";

const TITLES: NewsletterLinkTitles = {
  page: "newsletter.unsubscribeTitle",
  success: () => "newsletter.unsubscribedTitle",
};

/**
 * The unsubscribe link of every newsletter email (and its List-Unsubscribe header). GET shows a
 * page whose button POSTs; a mail program's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, token in the address) reaches the same action.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return newsletterLinkLoaderData(request, (token) => peekUnsubscribeLink(context.database, token), TITLES);
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const token = values.token || new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(context, token);
  return newsletterLinkActionData(outcome, requestLocale(request), TITLES);
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return newsletterLinkMeta(loaderData?.title ?? "Unsubscribe");
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <NewsletterLinkPage
      result={actionData?.result ?? loaderData.result}
      title={t("newsletter.unsubscribeTitle")}
      intro={t("newsletter.unsubscribeIntro", { email: loaderData.email })}
      action="/newsletter/unsubscribe"
      token={loaderData.token}
      submitLabel={t("newsletter.unsubscribeSubmit")}
      afterSuccess={
        <p className="mb-5 text-base">
          {t("newsletter.resubscribe")}{" "}
          <Link to="/newsletter" className="link">
            {t("newsletter.signUpAgain")}
          </Link>
        </p>
      }
    />
  );
}
