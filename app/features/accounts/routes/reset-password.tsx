import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/reset-password";
import { AuthPage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { accountPageTitle } from "~/features/accounts/account-page-title.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { FormDonePage } from "~/components/forms/form-done-page.tsx";
import { formDoneData } from "~/lib/page-data/form-done-page.server.ts";
import { NewPasswordInput } from "~/features/accounts/password-inputs.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { confirmPasswordReset } from "@server/auth/confirm-password-reset.server.ts";
import { requestPasswordReset } from "@server/auth/request-password-reset.server.ts";
import { resetTokenIsLive } from "@server/auth/reset-token-is-live.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { tokenPageReferrerMeta } from "~/lib/token-page.ts";

export const handle: I18nHandle = { i18n: ["auth", "reset"] };

/**
 * Without ?token: ask for a link by email. With ?token (the link): choose a new password.
 * Opening the link only reads the token; it is used up by the POST that sets the password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const i18n = routeMessages(request, handle.i18n);
  if (token === null) return data({ mode: "request" as const, token: "", valid: false, i18n }, { headers: NO_STORE });
  const valid = await resetTokenIsLive(context, { token });
  return data({ mode: "confirm" as const, token: valid ? token : "", valid, i18n }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  if (values.intent === "confirm") {
    const result = await confirmPasswordReset(context, {
      values: { token: values.token, password: values.password },
      locale,
    });
    if (!result.ok) return formErrorResponse(result.error, locale);
    return redirect("/login?reset=1", { headers: NO_STORE });
  }
  const result = await requestPasswordReset(context, { values: { email: values.email }, locale });
  if (!result.ok) return formErrorResponse(result.error, locale, { email: values.email ?? "" });
  return formDoneData(translate(locale, messageKey("authMessage", result.value.code)));
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: accountPageTitle(matches, "reset.title", "Reset your password") },
    { name: "robots", content: "noindex" },
    tokenPageReferrerMeta,
  ];
}

function RequestLink({ state }: { state: FormState | undefined }) {
  const t = useT();
  const { field } = formFields(state);
  if (state?.done) {
    return (
      <FormDonePage
        title={t("reset.sentTitle")}
        messageId="reset-message"
        notice={state.notice}
        next={{ to: "/login", label: t("auth.backToLogin") }}
      />
    );
  }
  return (
    <AuthPage title={t("reset.title")} intro={t("reset.intro")}>
      <ActionForm state={state} messageId="reset-message" action="/reset-password">
        <input type="hidden" name="intent" value="request" />
        <Input label={t("auth.email")} type="email" autoComplete="email" required {...field("email")} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("reset.submit")}</SubmitButton>
      </ActionForm>
      <p className="mt-5 text-base">
        <Link to="/login" className="link">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </AuthPage>
  );
}

function ChooseNewPassword({ token, state }: { token: string; state: FormState | undefined }) {
  const t = useT();
  const { secretField } = formFields(state);
  return (
    <AuthPage title={t("reset.newTitle")} intro={t("reset.newIntro")}>
      <ActionForm state={state} messageId="reset-message" action={`/reset-password?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordInput label={t("reset.newPassword")} {...secretField("password")} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("reset.newSubmit")}</SubmitButton>
      </ActionForm>
    </AuthPage>
  );
}

function InvalidLink() {
  const t = useT();
  return (
    <AuthPage title={t("reset.invalidTitle")} intro={t("reset.invalidText")}>
      <Link to="/reset-password" className={buttonClasses({ className: "w-full" })}>
        {t("reset.requestAgain")}
      </Link>
    </AuthPage>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData as FormState | undefined;
  if (loaderData.mode === "request") return <RequestLink state={state} />;
  if (!loaderData.valid) return <InvalidLink />;
  return <ChooseNewPassword token={loaderData.token} state={state} />;
}
