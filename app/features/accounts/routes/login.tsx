import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/login";
import { AuthPage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { accountPageTitle } from "~/features/accounts/account-page-title.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { CurrentPasswordInput } from "~/features/accounts/password-inputs.tsx";
import { Input } from "~/components/ui/input.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { signIn } from "@server/auth/sign-in.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { safeRedirectPath } from "@server/auth/permissions.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { signedInHeaders } from "~/lib/page-data/signed-in-headers.server.ts";

export const handle: I18nHandle = { i18n: ["auth", "login"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const user = await context.auth.user();
  if (user) throw redirect(user.isPasswordTemporary ? "/change-password" : redirectTo);
  return data(
    { redirectTo, resetDone: url.searchParams.get("reset") === "1", i18n: routeMessages(request, handle.i18n) },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const result = await signIn(context, { values: { login: values.login, password: values.password } });
  if (!result.ok) return formErrorResponse(result.error, localeFromRequest(request), { login: values.login ?? "" });
  const target = result.value.user.isPasswordTemporary ? "/change-password" : safeRedirectPath(values.redirectTo);
  return redirect(target, { headers: await signedInHeaders(request, context, result.value) });
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: accountPageTitle(matches, "login.title", "Sign in") }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { field, secretField } = formFields(state);
  return (
    <AuthPage title={t("login.title")} intro={t("login.intro")}>
      <ActionForm
        state={state}
        messageId="login-message"
        notice={loaderData.resetDone ? t("login.resetDone") : undefined}
      >
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Input
          label={t("auth.login")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field("login")}
        />
        <CurrentPasswordInput label={t("auth.password")} {...secretField("password")} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t("login.submit")}</SubmitButton>
      </ActionForm>
      <div className="mt-5 flex flex-col gap-2 text-base">
        <Link to="/reset-password" className="link">
          {t("login.forgot")}
        </Link>
        <p>
          {t("login.noAccount")}{" "}
          <Link
            to={
              loaderData.redirectTo === "/"
                ? "/register"
                : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
            }
            className="link"
          >
            {t("login.register")}
          </Link>
        </p>
      </div>
    </AuthPage>
  );
}
