import { Form, Link, data } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { AuthPage, SubmitButton } from "~/auth/auth-form.tsx";
import { formValues } from "~/auth/page.server.ts";
import { NO_STORE } from "~/components/contact/form-data.server.ts";
import { NewsletterResult } from "~/components/newsletter/link-page.tsx";
import { useT } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { requestLocale } from "~/lib/locale.server.ts";
import { formMessage } from "@server/contact/messages.ts";
import { confirmSubscription, maskEmail, peekConfirmLink } from "@server/newsletter/newsletter.ts";

type Result = { kind: "success" | "error"; title: string; message: string };

/** The link from the confirmation email. Opening it changes nothing; the button confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const messages = messagesFor(locale);
  const token = new URL(request.url).searchParams.get("token");
  const link = await peekConfirmLink(context.database, token);
  const result: Result | null =
    link.status === "invalid"
      ? {
          kind: "error",
          title: messages["newsletter.invalidTitle"],
          message: formMessage("newsletter_link_invalid", locale),
        }
      : link.status === "done"
        ? { kind: "success", title: messages["newsletter.alreadyTitle"], message: formMessage(link.code, locale) }
        : null;
  return data(
    {
      title: messages["newsletter.confirmTitle"],
      token: link.status === "ready" ? (token ?? "") : "",
      email: link.status === "ready" ? maskEmail(link.email) : "",
      result,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = requestLocale(request);
  const messages = messagesFor(locale);
  const outcome = await confirmSubscription(context, context.auth, values.token, locale);
  const result: Result = outcome.ok
    ? {
        kind: "success",
        title:
          outcome.value.code === "newsletter_subscribed"
            ? messages["newsletter.subscribedTitle"]
            : messages["newsletter.alreadyTitle"],
        message: formMessage(outcome.value.code, locale),
      }
    : { kind: "error", title: messages["newsletter.invalidTitle"], message: formMessage(outcome.failure.code, locale) };
  return data({ result }, { status: outcome.ok ? 200 : outcome.failure.status, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Confirm your subscription"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result ?? loaderData.result;
  if (result) {
    return (
      <NewsletterResult title={result.title} kind={result.kind} message={result.message}>
        {result.kind === "error" ? (
          <p className="mb-5 text-base">
            <Link to="/newsletter" className="link">
              {t("newsletter.signUpAgain")}
            </Link>
          </p>
        ) : null}
      </NewsletterResult>
    );
  }
  return (
    <AuthPage title={t("newsletter.confirmTitle")} intro={t("newsletter.confirmIntro", { email: loaderData.email })}>
      <Form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`}>
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("newsletter.confirmSubmit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
