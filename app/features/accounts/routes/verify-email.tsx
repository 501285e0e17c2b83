import { Form, data } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/verify-email";
import { AuthPage, FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { accountPageTitle } from "~/features/accounts/account-page-title.ts";
import { FormDonePage } from "~/components/forms/form-done-page.tsx";
import { formDoneData } from "~/lib/page-data/form-done-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { verifyEmail } from "@server/auth/verify-email.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { isTokenShaped } from "@server/auth/tokens.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { tokenPageReferrerMeta } from "~/lib/token-page.ts";

export const handle: I18nHandle = { i18n: ["auth", "reset", "verify"] };

/** The link from the verification email. Opening it changes nothing; the button confirms. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return data(
    { token: isTokenShaped(token) ? token : "", i18n: routeMessages(request, handle.i18n) },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await verifyEmail(context, { values: { token: values.token } });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return formDoneData(translate(locale, messageKey("authMessage", result.value.code)));
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: accountPageTitle(matches, "verify.title", "Confirm your email address") },
    { name: "robots", content: "noindex" },
    tokenPageReferrerMeta,
  ];
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  if (state?.done) {
    return (
      <FormDonePage
        title={t("verify.title")}
        messageId="verify-message"
        notice={state.notice}
        next={{ to: "/", label: t("auth.home") }}
      />
    );
  }
  if (!loaderData.token || state?.formError) {
    return (
      <AuthPage title={t("reset.invalidTitle")} intro={t("verify.invalidText")}>
        {state?.formError ? <FormMessage kind="error">{state.formError}</FormMessage> : null}
        <Link to="/" className={buttonClasses({ className: "w-full" })}>
          {t("auth.home")}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t("verify.title")} intro={t("verify.intro")}>
      <Form method="post" action={`/verify-email?token=${encodeURIComponent(loaderData.token)}`}>
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("verify.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
