import { Link } from "~/components/link.tsx";
import { AuthPage, FormMessage } from "~/components/forms/auth-form.tsx";

/** An account form's end: its success message (role=status) and a link to where to go next. */
export function FormDonePage({
  title,
  messageId,
  notice,
  next,
}: {
  title: string;
  messageId: string;
  notice: string | undefined;
  next: { to: string; label: string };
}) {
  return (
    <AuthPage title={title}>
      <FormMessage kind="success" id={messageId}>
        {notice}
      </FormMessage>
      <Link to={next.to} className="link text-base">
        {next.label}
      </Link>
    </AuthPage>
  );
}
