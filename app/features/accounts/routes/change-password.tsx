import { data } from "react-router";
import type { Route } from "./+types/change-password";
import { AuthPage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { accountPageTitle } from "~/features/accounts/account-page-title.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { FormDonePage } from "~/components/forms/form-done-page.tsx";
import { formDoneData } from "~/lib/page-data/form-done-page.server.ts";
import { CurrentPasswordInput, NewPasswordInput } from "~/features/accounts/password-inputs.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { changePassword } from "@server/auth/change-password.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";

export const handle: I18nHandle = { i18n: ["auth", "changePassword"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return data(
    { temporary: user.isPasswordTemporary, username: user.username, i18n: routeMessages(request, handle.i18n) },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await changePassword(context, {
    values: { currentPassword: values.currentPassword, newPassword: values.newPassword },
    locale,
  });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return formDoneData(translate(locale, messageKey("authMessage", result.value.code)));
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: accountPageTitle(matches, "changePassword.title", "Change your password") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { secretField } = formFields(state);
  if (state?.done) {
    return (
      <FormDonePage
        title={t("changePassword.title")}
        messageId="change-message"
        notice={state.notice}
        next={{ to: "/", label: t("auth.home") }}
      />
    );
  }
  return (
    <AuthPage
      title={t("changePassword.title")}
      intro={loaderData.temporary ? t("changePassword.temporary") : t("changePassword.intro")}
    >
      <ActionForm state={state} messageId="change-message">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loaderData.username} readOnly hidden />
        <CurrentPasswordInput label={t("changePassword.current")} {...secretField("currentPassword")} />
        <NewPasswordInput label={t("changePassword.new")} {...secretField("newPassword")} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("changePassword.submit")}</SubmitButton>
      </ActionForm>
    </AuthPage>
  );
}
