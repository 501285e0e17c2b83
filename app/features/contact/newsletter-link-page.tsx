import { Form } from "react-router";
import { Link } from "~/components/link.tsx";
import { AuthPage, FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import type { FormMessageCode } from "@domain/i18n/catalog.ts";
import { tokenPageReferrerMeta } from "~/lib/token-page.ts";

/** What sets one newsletter link page (confirm, unsubscribe) apart: its address and texts. */
export interface NewsletterLinkPageSpec {
  /** Where the button POSTs; the token goes along in the address too. */
  path: string;
  /** Title, introduction (with {email}) and button label while the page shows its button. */
  title: MessageKey;
  intro: MessageKey;
  submit: MessageKey;
  /** The title over a success message, by the message's code (also for "nothing left to do"). */
  successTitle: (code: FormMessageCode) => MessageKey;
  /** Which result offers a link back to the signup form, and the words before that link. */
  signUpAgain: { after: "success" | "error"; lead?: MessageKey };
}

/** What became of a newsletter link: shown instead of its button. */
export interface NewsletterLinkResult {
  kind: "success" | "error";
  title: string;
  message: string;
}

/** A link page is personal: not indexed, and its token must not leak through the Referer header. */
export function newsletterLinkMeta(title: string) {
  return [{ title: `${title} | ABA Atlas` }, { name: "robots", content: "noindex" }, tokenPageReferrerMeta];
}

/**
 * The page a newsletter email's link opens: a button that POSTs the link's token (works without
 * JavaScript), or, once there is one, the result and, where the spec says, a way to sign up again.
 */
export function NewsletterLinkPage({
  page,
  token,
  email,
  result,
}: {
  page: NewsletterLinkPageSpec;
  token: string;
  /** The masked address the link is for. */
  email: string;
  result: NewsletterLinkResult | null;
}) {
  const t = useT();
  if (result) {
    const { after, lead } = page.signUpAgain;
    return (
      <AuthPage title={result.title}>
        <FormMessage kind={result.kind}>{result.message}</FormMessage>
        {result.kind === after ? (
          <p className="mb-5 text-base">
            {lead ? <>{t(lead)} </> : null}
            <Link to="/newsletter" className="link">
              {t("newsletter.signUpAgain")}
            </Link>
          </p>
        ) : null}
        <Link to="/" className={buttonClasses({ variant: "secondary", className: "w-full" })}>
          {t("auth.home")}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t(page.title)} intro={t(page.intro, { email })}>
      <Form method="post" action={`${page.path}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel={t("auth.sending")}>{t(page.submit)}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
