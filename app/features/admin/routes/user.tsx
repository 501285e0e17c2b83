import { translatePlural } from "@domain/i18n/catalog.ts";
import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/user";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { ActionNotice, cellClass, HeadCell, useAdminDates } from "~/features/admin/people/admin-table.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { ROLES } from "@domain/roles.ts";
import { adminUserDetail } from "@server/admin/admin-user-detail.server.ts";
import { endUserSessions } from "@server/admin/end-user-sessions.server.ts";
import { adminRefusal } from "@server/admin/admin-refusal.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { setTemporaryPassword } from "@server/admin/set-temporary-password.server.ts";
import { setUserActive } from "@server/admin/set-user-active.server.ts";
import { setUserRole } from "@server/admin/set-user-role.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminUsers"] };

function userIdOf(param: string | undefined): number {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : 0;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "users");
  const locale = localeFromRequest(request);
  const result = await adminUserDetail(context, { userId: userIdOf(params.id) });
  if (!result.ok) {
    throw adminRefusal(result.error, locale);
  }
  return data(
    {
      title: formatMessage(locale, messagesFor(locale)["adminUsers.detailLead"], { username: result.value.username }),
      user: result.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

type UserActionState = FormState & { generatedPassword?: string };

const INTENTS = ["role", "deactivate", "reactivate", "temporary-password", "end-sessions"] as const;

function say(locale: Locale, key: MessageKey, params?: Record<string, string | number>) {
  return formatMessage(locale, messagesFor(locale)[key], params);
}

/** Each form posts an intent; the destructive ones need their confirmation box ticked. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "users");
  const locale = localeFromRequest(request);
  const userId = userIdOf(params.id);
  const values = formValues(await request.formData());
  const intent = INTENTS.find((i) => i === values.intent);
  const typedBack = { intent: values.intent ?? "", role: values.role ?? "", mode: values.mode ?? "" };
  if (!intent)
    return data<UserActionState>(
      { formError: say(locale, "adminPeople.error.invalid_input") },
      { status: 400, headers: NO_STORE },
    );
  if (intent !== "role" && intent !== "reactivate" && values.confirm !== "yes") {
    const message = say(locale, "adminPeople.confirmRequired");
    return data<UserActionState>(
      { formError: message, fields: { confirm: message }, values: typedBack },
      { status: 400, headers: NO_STORE },
    );
  }
  const user = await adminUserDetail(context, { userId });
  const username = user.ok ? user.value.username : "";
  if (intent === "role") {
    const result = await setUserRole(context, { userId, role: values.role });
    if (!result.ok) return formErrorResponse(result.error, locale, typedBack);
    const role = say(locale, `adminUsers.role.${result.value.role}` as MessageKey);
    return data<UserActionState>(
      { notice: say(locale, result.value.changed ? "adminUsers.roleChanged" : "adminUsers.roleUnchanged", { role }) },
      { headers: NO_STORE },
    );
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const result = await setUserActive(context, { userId, active: intent === "reactivate" });
    if (!result.ok) return formErrorResponse(result.error, locale, typedBack);
    const notice =
      intent === "reactivate"
        ? say(locale, "adminUsers.reactivated")
        : translatePlural(locale, "adminUsers.deactivated", result.value.sessionsEnded);
    return data<UserActionState>({ notice }, { headers: NO_STORE });
  }
  if (intent === "end-sessions") {
    const result = await endUserSessions(context, { userId });
    if (!result.ok) return formErrorResponse(result.error, locale, typedBack);
    return data<UserActionState>(
      { notice: translatePlural(locale, "adminUsers.endSessionsDone", result.value.sessionsEnded) },
      { headers: NO_STORE },
    );
  }
  const result = await setTemporaryPassword(context, {
    userId,
    values: { mode: values.mode, password: values.password },
  });
  if (!result.ok) return formErrorResponse(result.error, locale, typedBack);
  return data<UserActionState>(
    {
      notice: translatePlural(locale, "adminUsers.tempDone", result.value.sessionsEnded, { username }),
      generatedPassword: result.value.password ?? undefined,
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

function ActionCard({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      {help ? <p className="text-sm text-fg-muted">{help}</p> : null}
      {children}
    </Card>
  );
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const { user } = loaderData;
  const state = actionData as UserActionState | undefined;
  const errorFor = (intent: string, field: string) =>
    state?.values?.intent === intent ? state.fields?.[field] : undefined;
  const roleName = (role: string) => t(`adminUsers.role.${role}` as MessageKey);
  const facts: [string, React.ReactNode][] = [
    [t("adminUsers.col.username"), user.username],
    [t("adminUsers.col.name"), user.fullName ?? ""],
    [t("adminUsers.col.email"), user.email],
    [t("adminUsers.emailVerified"), user.emailVerified ? t("common.yes") : t("common.no")],
    [t("adminUsers.col.role"), roleName(user.role)],
    [
      t("adminUsers.col.status"),
      <Badge key="status" variant={user.isActive ? "success" : "danger"}>
        {user.isActive ? t("adminUsers.status.active") : t("adminUsers.status.inactive")}
      </Badge>,
    ],
    [t("adminUsers.temporaryPassword"), user.isPasswordTemporary ? t("common.yes") : t("common.no")],
    [t("adminUsers.language"), user.preferredLanguage ?? ""],
    [t("adminUsers.col.created"), dateTime(user.createdAt)],
    [t("adminUsers.col.lastSignIn"), dateTime(user.lastLoginAt) ?? t("adminPeople.never")],
    [t("adminUsers.sessions"), String(user.activeSessions)],
  ];
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to="/admin/users" className="link">
          {t("adminPeople.back")}
        </Link>
      </p>
      <ActionNotice state={state} />
      {state?.generatedPassword ? (
        <p className="rounded-lg border border-border bg-surface-2 p-3">
          {t("adminUsers.tempGenerated")}{" "}
          <code className="text-lg font-semibold select-all" data-testid="generated-password">
            {state.generatedPassword}
          </code>
        </p>
      ) : null}
      {user.isSelf ? <p className="text-fg-muted">{t("adminUsers.yourAccount")}</p> : null}
      <section aria-labelledby="profile" className="flex flex-col gap-3">
        <h2 id="profile" className="text-xl font-semibold">
          {t("adminUsers.profile")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="owned" className="flex flex-col gap-3">
        <h2 id="owned" className="text-xl font-semibold">
          {t("adminUsers.listings")}
        </h2>
        {user.listings.length === 0 ? (
          <p className="text-fg-muted">{t("adminUsers.noListings")}</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("adminUsers.listingsCaption", { username: user.username })}</caption>
            <thead>
              <tr>
                <HeadCell>{t("adminUsers.col.listing")}</HeadCell>
                <HeadCell>{t("adminUsers.col.listingStatus")}</HeadCell>
              </tr>
            </thead>
            <tbody>
              {user.listings.map((listing) => (
                <tr key={listing.id}>
                  <td className={cellClass}>
                    <Link to={listingUrl(listing)} className="link">
                      {listing.name}
                    </Link>{" "}
                    <span className="text-fg-muted">
                      ({listing.city}, {listing.state}; #{listing.id})
                    </span>
                  </td>
                  <td className={cellClass}>{listing.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="actions" className="flex flex-col gap-4">
        <h2 id="actions" className="text-xl font-semibold">
          {t("adminUsers.actions")}
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          <ActionCard title={t("adminUsers.changeRole")}>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="role" />
              <Select
                name="role"
                label={t("adminUsers.newRole")}
                defaultValue={user.role}
                error={errorFor("role", "role")}
                options={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
              />
              <Button type="submit">{t("adminUsers.saveRole")}</Button>
            </Form>
          </ActionCard>
          {user.isActive ? (
            <ActionCard title={t("adminUsers.deactivate")} help={t("adminUsers.deactivateHelp")}>
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="deactivate" />
                <Checkbox
                  name="confirm"
                  value="yes"
                  label={t("adminUsers.deactivateConfirm", { username: user.username })}
                />
                {errorFor("deactivate", "confirm") ? (
                  <p className="text-sm font-medium text-danger">{errorFor("deactivate", "confirm")}</p>
                ) : null}
                <Button type="submit" variant="danger" className="self-start">
                  {t("adminUsers.deactivate")}
                </Button>
              </Form>
            </ActionCard>
          ) : (
            <ActionCard title={t("adminUsers.reactivate")} help={t("adminUsers.reactivateHelp")}>
              <Form method="post">
                <input type="hidden" name="intent" value="reactivate" />
                <Button type="submit">{t("adminUsers.reactivate")}</Button>
              </Form>
            </ActionCard>
          )}
          <ActionCard title={t("adminUsers.tempPassword")} help={t("adminUsers.tempPasswordHelp")}>
            <Form method="post" className="flex flex-col gap-3" autoComplete="off">
              <input type="hidden" name="intent" value="temporary-password" />
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-semibold">{t("adminUsers.tempMode")}</legend>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="mode" value="generate" defaultChecked={state?.values?.mode !== "type"} />
                  {t("adminUsers.tempModeGenerate")}
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="mode" value="type" defaultChecked={state?.values?.mode === "type"} />
                  {t("adminUsers.tempModeType")}
                </label>
              </fieldset>
              <Input
                name="password"
                type="text"
                autoComplete="off"
                spellCheck={false}
                label={t("adminUsers.tempTyped")}
                description={t("adminUsers.tempTypedHelp")}
                error={errorFor("temporary-password", "password") ?? errorFor("temporary-password", "mode")}
              />
              <Checkbox name="confirm" value="yes" label={t("adminUsers.tempConfirm", { username: user.username })} />
              {errorFor("temporary-password", "confirm") ? (
                <p className="text-sm font-medium text-danger">{errorFor("temporary-password", "confirm")}</p>
              ) : null}
              <Button type="submit" variant="danger" className="self-start">
                {t("adminUsers.tempSubmit")}
              </Button>
            </Form>
          </ActionCard>
          <ActionCard title={t("adminUsers.endSessions")} help={t("adminUsers.endSessionsHelp")}>
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="end-sessions" />
              <Checkbox
                name="confirm"
                value="yes"
                label={t("adminUsers.endSessionsConfirm", { username: user.username })}
              />
              {errorFor("end-sessions", "confirm") ? (
                <p className="text-sm font-medium text-danger">{errorFor("end-sessions", "confirm")}</p>
              ) : null}
              <Button type="submit" variant="danger" className="self-start">
                {t("adminUsers.endSessions")}
              </Button>
            </Form>
          </ActionCard>
        </div>
      </section>
    </AdminPage>
  );
}
