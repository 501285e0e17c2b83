import type { ReactNode } from "react";
import { Form } from "react-router";
import { AuthPage, SubmitButton } from "~/auth/auth-form.tsx";
import { NewsletterResult } from "~/components/newsletter/link-page.tsx";
import { useT } from "~/i18n/index.tsx";

/** What became of a newsletter link: shown instead of its button. */
export interface NewsletterLinkResult {
  kind: "success" | "error";
  title: string;
  message: string;
}

/** A link page is personal: not indexed, and its token must not leak through the Referer header. */
export function newsletterLinkMeta(title: string) {
  return [
    { title: `${title} | ABA Atlas` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * The page a newsletter email's link opens (confirm, unsubscribe): a button that POSTs the
 * link's token to `action` (works without JavaScript), or, once there is one, the result with
 * what to do next (`afterSuccess`, `afterError`).
 */
export function NewsletterLinkPage({
  result,
  title,
  intro,
  action,
  token,
  submitLabel,
  afterSuccess,
  afterError,
}: {
  result: NewsletterLinkResult | null;
  title: string;
  intro: string;
  action: string;
  token: string;
  submitLabel: string;
  afterSuccess?: ReactNode;
  afterError?: ReactNode;
}) {
  const t = useT();
  if (result) {
    return (
      <NewsletterResult title={result.title} kind={result.kind} message={result.message}>
        {result.kind === "success" ? afterSuccess : afterError}
      </NewsletterResult>
    );
  }
  return (
    <AuthPage title={title} intro={intro}>
      <Form method="post" action={`${action}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel={t("auth.sending")}>{submitLabel}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
