import type { Route } from "./+types/newsletter";
import type { FormState } from "@domain/form-state.ts";
import { formValues } from "~/lib/page-data/form-page.server.ts";
import { formDoneData } from "~/lib/page-data/form-done-page.server.ts";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { NewsletterSignup, type NewsletterHandle } from "~/components/newsletter/newsletter-signup.tsx";
import { Card } from "~/components/ui/card.tsx";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { useT } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { requestSubscription } from "@server/newsletter/request-subscription.server.ts";

// The page is the signup: the footer leaves its copy out.
export const handle: NewsletterHandle = { newsletterInPage: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  return {
    locale,
    meta: { title: messages["newsletter.pageTitle"], description: messages["newsletter.pageIntro"] },
    canonical: canonicalUrl(context, "/newsletter"),
  };
}

/**
 * Where every signup form posts: the footer's and the home page's (a fetcher with JavaScript,
 * a plain form POST without it, which then shows this page with the result).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await requestSubscription(context, { values, locale });
  if (!result.ok) return formErrorResponse(result.error, locale, { email: values.email ?? "" });
  return formDoneData(translate(locale, messageKey("formMessage", result.value.code)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="page-container max-w-2xl py-10 focus:outline-none sm:py-14">
      <PageHeader title={t("newsletter.pageTitle")} lead={t("newsletter.pageIntro")} />
      <Card className="mt-6 p-5 sm:p-6">
        <NewsletterSignup variant="section" showHeading={false} initialState={actionData as FormState | undefined} />
      </Card>
    </main>
  );
}
