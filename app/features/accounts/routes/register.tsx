import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/register";
import { AuthPage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { accountPageTitle } from "~/features/accounts/account-page-title.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { NewPasswordInput } from "~/features/accounts/password-inputs.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { register } from "@server/auth/register.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { safeRedirectPath } from "@server/auth/permissions.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { FormDonePage } from "~/components/forms/form-done-page.tsx";
import { formDoneData } from "~/lib/page-data/form-done-page.server.ts";

export const handle: I18nHandle = { i18n: ["auth", "register"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await context.auth.user()) throw redirect(redirectTo);
  return data({ i18n: routeMessages(request, handle.i18n) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await register(context, { values, locale });
  if (!result.ok) {
    const { username = "", email = "", fullName = "" } = values;
    return formErrorResponse(result.error, locale, { username, email, fullName });
  }
  // The same page whether or not the address had an account: nobody is signed in until it is confirmed.
  return formDoneData(translate(locale, messageKey("authMessage", result.value.code)));
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: accountPageTitle(matches, "register.title", "Create an account") }];
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { field, secretField } = formFields(state);
  if (state?.done) {
    return (
      <FormDonePage
        title={t("register.title")}
        messageId="register-message"
        notice={state.notice}
        next={{ to: "/", label: t("auth.home") }}
      />
    );
  }
  return (
    <AuthPage title={t("register.title")} intro={t("register.intro")}>
      <ActionForm state={state} messageId="register-message">
        <Input
          label={t("auth.username")}
          description={t("auth.usernameHint")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
          {...field("username")}
        />
        <Input label={t("auth.email")} type="email" autoComplete="email" required {...field("email")} />
        <Input
          label={t("auth.fullName")}
          description={t("auth.fullNameHint")}
          autoComplete="name"
          maxLength={100}
          {...field("fullName")}
        />
        <NewPasswordInput label={t("auth.password")} {...secretField("password")} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("register.submit")}</SubmitButton>
      </ActionForm>
      <p className="mt-5 text-base">
        {t("register.haveAccount")}{" "}
        <Link to="/login" className="link">
          {t("register.login")}
        </Link>
      </p>
    </AuthPage>
  );
}
