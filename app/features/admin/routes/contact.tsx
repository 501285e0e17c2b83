import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/contact";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { ActionNotice, cellClass, HeadCell, headClass, useAdminDates } from "~/features/admin/people/admin-table.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { CONTACT_COLUMNS } from "@domain/provider-contact-csv.ts";
import { adminRefusal } from "@server/admin/admin-refusal.server.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { adminProviderContact } from "@server/provider-contacts/admin-provider-contact.server.ts";
import { findListingsByName } from "@server/provider-contacts/find-listings-by-name.server.ts";
import { updateProviderContact } from "@server/provider-contacts/update-provider-contact.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "pagination", "adminPeople", "adminContacts"] };

const idOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : 0);
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "contacts");
  const locale = localeFromRequest(request);
  const result = await adminProviderContact(context, { id: idOf(params.id) });
  if (!result.ok) throw adminRefusal(result.error, locale);
  const q = (new URL(request.url).searchParams.get("find") ?? "").trim().slice(0, 100);
  const found = q ? await findListingsByName(context, { q }) : null;
  const contact = result.value;
  const name =
    contact.organization || [contact.firstName, contact.lastName].filter(Boolean).join(" ") || `#${contact.id}`;
  const record = contact as unknown as Record<string, string | number | null>;
  return data(
    {
      title: formatMessage(locale, messagesFor(locale)["adminContacts.detailTitle"], { name }),
      contact: {
        id: contact.id,
        listing: contact.listing,
        listingId: contact.listingId,
        lastContactDate: contact.lastContactDate,
        fields: CONTACT_COLUMNS.filter((c) => c !== "listing_id" && c !== "last_contact_date").map((column) => ({
          column,
          value: record[camel(column)] ?? null,
        })),
      },
      find: q,
      found: found?.ok ? found.value : null,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "contacts");
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const result = await updateProviderContact(context, {
    id: idOf(params.id),
    values: { listingId: values.listingId, lastContactDate: values.lastContactDate },
  });
  if (!result.ok) return formErrorResponse(result.error, locale, values);
  return data<FormState>({ notice: messagesFor(locale)["adminContacts.saved"] }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { date } = useAdminDates();
  const { contact, find, found } = loaderData;
  const state = actionData as FormState | undefined;
  const typed = (name: string, fallback: string) => state?.values?.[name] ?? fallback;
  return (
    <AdminPage title={loaderData.title}>
      <p>
        <Link to="/admin/contacts" className="link">
          {t("adminPeople.back")}
        </Link>
      </p>
      <ActionNotice state={state} />
      <section aria-labelledby="link" className="flex flex-col gap-3">
        <h2 id="link" className="text-xl font-semibold">
          {t("adminContacts.linkTitle")}
        </h2>
        <p>
          {t("adminContacts.currentListing")}:{" "}
          {contact.listing ? (
            <Link to={listingUrl(contact.listing)} className="link">
              {contact.listing.name} (#{contact.listing.id})
            </Link>
          ) : (
            t("adminPeople.none")
          )}
          {contact.lastContactDate ? ` · ${t("adminContacts.col.lastContact")}: ${date(contact.lastContactDate)}` : ""}
        </p>
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <Input
            name="listingId"
            inputMode="numeric"
            label={t("adminContacts.listingId")}
            description={t("adminContacts.listingIdHelp")}
            defaultValue={typed("listingId", contact.listingId ? String(contact.listingId) : "")}
            error={state?.fields?.listingId}
          />
          <Input
            name="lastContactDate"
            type="date"
            label={t("adminContacts.lastContactDate")}
            defaultValue={typed("lastContactDate", contact.lastContactDate ?? "")}
            error={state?.fields?.lastContactDate}
          />
          <Button type="submit">{t("adminContacts.save")}</Button>
        </Form>
      </section>
      <section aria-labelledby="find" className="flex flex-col gap-3">
        <h2 id="find" className="text-xl font-semibold">
          {t("adminContacts.findListing")}
        </h2>
        <form method="get" role="search" aria-labelledby="find" className="flex flex-wrap items-end gap-3">
          <Input name="find" type="search" label={t("adminContacts.findListingLabel")} defaultValue={find} />
          <Button type="submit" variant="secondary">
            {t("adminContacts.findSubmit")}
          </Button>
        </form>
        {found && found.length === 0 ? <p>{t("adminContacts.noListingFound")}</p> : null}
        {found && found.length > 0 ? (
          <table className="w-full border-collapse text-sm">
            <caption className="text-start font-semibold">{t("adminContacts.foundCaption", { q: find })}</caption>
            <thead>
              <tr>
                <HeadCell>{t("adminContacts.col.listing")}</HeadCell>
                <th scope="col" className={headClass}>
                  <span className="sr-only">{t("adminContacts.useListing")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {found.map((listing) => (
                <tr key={listing.id}>
                  <td className={cellClass}>
                    {listing.name}{" "}
                    <span className="text-fg-muted">
                      ({listing.city}, {listing.state}; #{listing.id}; {listing.status})
                    </span>
                  </td>
                  <td className={cellClass}>
                    <Form method="post">
                      <input type="hidden" name="listingId" value={listing.id} />
                      <input type="hidden" name="lastContactDate" value={contact.lastContactDate ?? ""} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        aria-label={`${t("adminContacts.useListing")}: ${listing.name}`}
                      >
                        {t("adminContacts.useListing")}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-labelledby="details" className="flex flex-col gap-3">
        <h2 id="details" className="text-xl font-semibold">
          {t("adminContacts.details")}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {contact.fields
            .filter((f) => f.value !== null && f.value !== "")
            .map((f) => (
              <div key={f.column} className="contents">
                <dt className="font-semibold">{t(`adminContacts.field.${f.column}` as MessageKey)}</dt>
                <dd className="break-all">{String(f.value)}</dd>
              </div>
            ))}
        </dl>
      </section>
    </AdminPage>
  );
}
