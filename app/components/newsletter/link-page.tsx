import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthPage, FormMessage } from "~/auth/auth-form.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";

/** The end of a newsletter link (confirmed, unsubscribed, or a link that does not work). */
export function NewsletterResult({
  title,
  kind,
  message,
  children,
}: {
  title: string;
  kind: "success" | "error";
  message: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <AuthPage title={title}>
      <FormMessage kind={kind}>{message}</FormMessage>
      {children}
      <Link to="/" className={buttonClasses({ variant: "secondary", className: "w-full" })}>
        {t("auth.home")}
      </Link>
    </AuthPage>
  );
}
