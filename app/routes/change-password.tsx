import { Form, data } from "react-router";
import type { Route } from "./+types/change-password";
import { AuthPage, FormMessage, SubmitButton, useFocusOnError } from "~/auth/auth-form.tsx";
import type { FormState } from "~/auth/form-state.ts";
import { NO_STORE, failureData, formValues, pageLocale, translate } from "~/auth/page.server.ts";
import { FormDonePage } from "~/components/forms/form-done-page.tsx";
import { NewPasswordInput } from "~/components/forms/new-password-input.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useT } from "~/i18n/index.tsx";
import { changePassword } from "@server/auth/accounts.ts";
import { requireUser } from "@server/auth/permissions.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return data({ temporary: user.isPasswordTemporary, username: user.username }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const values = formValues(await request.formData());
  const locale = pageLocale(request);
  const result = await changePassword(
    context,
    context.auth,
    { currentPassword: values.currentPassword, newPassword: values.newPassword },
    locale,
  );
  if (!result.ok) return failureData(result.failure, locale);
  const state: FormState = { done: true, notice: translate(result.value.code, locale) };
  return data(state, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const messages = (matches[0]?.data as { messages?: Record<string, string> } | undefined)?.messages;
  return [
    { title: `${messages?.["changePassword.title"] ?? "Change your password"} | ABA Atlas` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const formRef = useFocusOnError(state, "change-message");
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
      {state?.formError ? (
        <FormMessage kind="error" id="change-message">
          {state.formError}
        </FormMessage>
      ) : null}
      <Form method="post" noValidate ref={formRef} className="flex flex-col gap-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loaderData.username} readOnly hidden />
        <Input
          label={t("changePassword.current")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={state?.fields?.currentPassword}
        />
        <NewPasswordInput label={t("changePassword.new")} name="newPassword" error={state?.fields?.newPassword} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("changePassword.submit")}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
