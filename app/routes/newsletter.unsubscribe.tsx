import { Form, Link, data } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { AuthPage, SubmitButton } from "~/auth/auth-form.tsx";
import { formValues } from "~/auth/page.server.ts";
import { NO_STORE } from "~/components/contact/form-data.server.ts";
import { NewsletterResult } from "~/components/newsletter/link-page.tsx";
import { useT } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { requestLocale } from "~/lib/locale.server.ts";
import { formMessage } from "@server/contact/messages.ts";
import { maskEmail, peekUnsubscribeLink, unsubscribe } from "@server/newsletter/newsletter.ts";

type Result = { kind: "success" | "error"; title: string; message: string };

/**
 * The unsubscribe link of every newsletter email (and its List-Unsubscribe header). GET shows a
 * page whose button POSTs; a mail program's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, token in the address) reaches the same action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const messages = messagesFor(locale);
  const token = new URL(request.url).searchParams.get("token");
  const link = await peekUnsubscribeLink(context.database, token);
  const result: Result | null =
    link.status === "invalid"
      ? {
          kind: "error",
          title: messages["newsletter.invalidTitle"],
          message: formMessage("newsletter_link_invalid", locale),
        }
      : link.status === "done"
        ? { kind: "success", title: messages["newsletter.unsubscribedTitle"], message: formMessage(link.code, locale) }
        : null;
  return data(
    {
      title: messages["newsletter.unsubscribeTitle"],
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
  const token = values.token || new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(context, token);
  const result: Result = outcome.ok
    ? {
        kind: "success",
        title: messages["newsletter.unsubscribedTitle"],
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
    { title: `${loaderData?.title ?? "Unsubscribe"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result ?? loaderData.result;
  if (result) {
    return (
      <NewsletterResult title={result.title} kind={result.kind} message={result.message}>
        {result.kind === "success" ? (
          <p className="mb-5 text-base">
            {t("newsletter.resubscribe")}{" "}
            <Link to="/newsletter" className="link">
              {t("newsletter.signUpAgain")}
            </Link>
          </p>
        ) : null}
      </NewsletterResult>
    );
  }
  return (
    <AuthPage
      title={t("newsletter.unsubscribeTitle")}
      intro={t("newsletter.unsubscribeIntro", { email: loaderData.email })}
    >
      <Form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}>
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("newsletter.unsubscribeSubmit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
