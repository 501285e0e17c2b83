import { Input, type InputProps } from "~/components/ui/input.tsx";
import { useT } from "~/i18n/index.tsx";

/** What the password fields set themselves: typed as passwords, required, with their autocomplete. */
type PasswordInputProps = Omit<InputProps, "type" | "autoComplete" | "required">;

/** The account's present password, which password managers fill in (autocomplete=current-password). */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <Input type="password" autoComplete="current-password" required {...props} />;
}

/**
 * A field for choosing a password: the password rules under its label, and autocomplete=new-password
 * so password managers offer to make one up.
 */
export function NewPasswordInput(props: Omit<PasswordInputProps, "description">) {
  const t = useT();
  return (
    <Input description={t("auth.newPasswordHint")} type="password" autoComplete="new-password" required {...props} />
  );
}
