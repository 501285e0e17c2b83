import { Input, type InputProps } from "~/components/ui/input.tsx";
import { useT } from "~/i18n/index.tsx";

/**
 * A field for choosing a password: the password rules under its label, typed as a password,
 * required, and marked autocomplete=new-password so password managers offer to make one up.
 */
export function NewPasswordInput(props: Omit<InputProps, "type" | "autoComplete" | "required" | "description">) {
  const t = useT();
  return (
    <Input description={t("auth.newPasswordHint")} type="password" autoComplete="new-password" required {...props} />
  );
}
