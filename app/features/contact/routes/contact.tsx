import { Clock, Mail } from "~/components/icons.tsx";
import { useEffect, useRef } from "react";
import { redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/contact";
import { FormMessage, SubmitButton } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { Honeypot } from "~/features/contact/honeypot.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { ActionForm, formFields } from "~/components/forms/action-form.tsx";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { submitContactMessage } from "@server/contact/submit-contact-message.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS, HONEYPOT_FIELD } from "@domain/contact-form.ts";
import { CONTACT_INBOX } from "@domain/contact-inbox.ts";

export const handle: I18nHandle = { i18n: ["contact"] };

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  return {
    locale,
    i18n: routeMessages(request, handle.i18n),
    meta: { title: messages["contact.metaTitle"], description: messages["contact.metaDescription"] },
    canonical: canonicalUrl(context, "/contact"),
    sent: new URL(request.url).searchParams.get("sent") === "1",
    inbox: CONTACT_INBOX,
    topics: [...CONTACT_TOPICS],
  };
}

/** A plain form POST (works without JavaScript); success redirects, so a reload never resends. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = localeFromRequest(request);
  const result = await submitContactMessage(context, { values, locale });
  if (!result.ok) {
    const { name = "", email = "", topic = "", message = "" } = values;
    return formErrorResponse(result.error, locale, { name, email, topic, message });
  }
  return redirect("/contact?sent=1", { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { field } = formFields(state);
  const sentRef = useRef<HTMLDivElement>(null);
  const sent = loaderData.sent && !state;

  useEffect(() => {
    if (sent) sentRef.current?.querySelector<HTMLElement>("[role='status']")?.focus();
  }, [sent]);

  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        <PageHeader title={t("contact.title")} lead={t("contact.intro")} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card className="p-5 sm:p-6">
            {sent ? (
              <div ref={sentRef}>
                <h2 className="mb-4 text-xl font-semibold">{t("contact.sentTitle")}</h2>
                <FormMessage kind="success" id="contact-message">
                  {t("contact.sent")}
                </FormMessage>
                <Link to="/contact" className="link text-base">
                  {t("contact.sendAnother")}
                </Link>
              </div>
            ) : (
              <ActionForm state={state} messageId="contact-message" className="relative flex flex-col gap-5">
                <p className="text-sm text-fg-muted">{t("contact.requiredNote")}</p>
                <Input
                  label={t("contact.name")}
                  autoComplete="name"
                  required
                  maxLength={CONTACT_LIMITS.nameMax}
                  {...field("name")}
                />
                <Input
                  label={t("contact.email")}
                  description={t("contact.emailHint")}
                  type="email"
                  autoComplete="email"
                  required
                  {...field("email")}
                />
                <Select
                  label={t("contact.topic")}
                  required
                  options={loaderData.topics.map((topic) => ({
                    value: topic,
                    label: t(`contact.topic.${topic}` as MessageKey),
                  }))}
                  {...field("topic", "general")}
                />
                <Textarea
                  label={t("contact.message")}
                  description={t("contact.messageHint")}
                  required
                  rows={7}
                  maxLength={CONTACT_LIMITS.messageMax}
                  {...field("message")}
                />
                <Honeypot name={HONEYPOT_FIELD} label={t("contact.honeypot")} />
                <SubmitButton pendingLabel={t("contact.sending")}>{t("contact.submit")}</SubmitButton>
              </ActionForm>
            )}
          </Card>
          <aside aria-labelledby="contact-other-ways" className="flex flex-col gap-3">
            <h2 id="contact-other-ways" className="text-xl font-semibold">
              {t("contact.otherWays")}
            </h2>
            <p className="flex items-start gap-2 text-fg-muted">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {t("contact.emailUs")}{" "}
                <a href={`mailto:${loaderData.inbox}`} className="link break-all">
                  {loaderData.inbox}
                </a>
              </span>
            </p>
            <p className="flex items-start gap-2 text-fg-muted">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{t("contact.responseTime")}</span>
            </p>
          </aside>
        </div>
      </div>
    </main>
  );
}
