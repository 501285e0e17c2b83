import { translatePlural } from "@domain/i18n/catalog.ts";
import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/contacts-import";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import {
  CONTACT_COLUMNS,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MAX_ROWS,
  type ContactProblem,
} from "@domain/provider-contact-csv.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { importProviderContacts } from "@server/provider-contacts/import-provider-contacts.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminPeople", "adminContacts"] };

/** The problems listed on the page; the rest are counted. */
const SHOWN_PROBLEMS = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "contacts");
  return data(
    {
      title: messagesFor(localeFromRequest(request))["adminContacts.import"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** One problem as a sentence in the reader's language. */
function describe(locale: Locale, problem: ContactProblem): string {
  const m = messagesFor(locale);
  const message = formatMessage(locale, m[`adminContacts.csv.${problem.code}` as MessageKey], problem.params);
  if (problem.column) {
    return formatMessage(locale, m["adminContacts.problem"], { row: problem.row, column: problem.column, message });
  }
  const fileLevel = [
    "unclosed_quote",
    "stray_quote",
    "text_after_quote",
    "no_header",
    "unknown_column",
    "duplicate_column",
    "too_many_rows",
  ];
  const key = fileLevel.includes(problem.code) ? "adminContacts.problemFile" : "adminContacts.problemRow";
  return formatMessage(locale, m[key], { row: problem.row, message });
}

type ImportState = FormState & { problems?: string[]; moreProblems?: number };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminSection(request, context, "contacts");
  const locale = localeFromRequest(request);
  const form = await request.formData();
  const result = await importProviderContacts(context, { file: form.get("file") });
  if (!result.ok) {
    if (!result.error.fields) return formErrorResponse(result.error, locale);
    // Field messages here carry the size limit's figure.
    const m = messagesFor(locale);
    const params = { maxKiB: CONTACT_IMPORT_MAX_BYTES / 1024 };
    const fields = Object.fromEntries(
      Object.entries(result.error.fields).map(([name, key]) => [name, formatMessage(locale, m[key], params)]),
    );
    return data<ImportState>(
      { formError: formatMessage(locale, m[result.error.messageKey], params), fields },
      { status: result.error.status, headers: NO_STORE },
    );
  }
  const { imported, problems } = result.value;
  if (problems.length) {
    return data<ImportState>(
      {
        formError: messagesFor(locale)["adminPeople.error.csv_invalid"],
        problems: problems.slice(0, SHOWN_PROBLEMS).map((p) => describe(locale, p)),
        moreProblems: Math.max(0, problems.length - SHOWN_PROBLEMS),
      },
      { status: 400, headers: NO_STORE },
    );
  }
  return data<ImportState>(
    { notice: translatePlural(locale, "adminContacts.imported", imported) },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminContactsImport({ actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as ImportState | undefined;
  return (
    <AdminPage
      title={t("adminContacts.import")}
      lead={t("adminContacts.importHelp", {
        maxKiB: CONTACT_IMPORT_MAX_BYTES / 1024,
        maxRows: CONTACT_IMPORT_MAX_ROWS,
      })}
    >
      <p>
        <Link to="/admin/contacts" className="link">
          {t("adminPeople.back")}
        </Link>
      </p>
      {state?.formError ? (
        <FormMessage kind="error" id="import-message">
          {state.formError}
        </FormMessage>
      ) : state?.notice ? (
        <FormMessage kind="success" id="import-message">
          {state.notice}
        </FormMessage>
      ) : null}
      {state?.problems?.length ? (
        <section aria-labelledby="problems" className="flex flex-col gap-2">
          <h2 id="problems" className="text-xl font-semibold">
            {t("adminContacts.problems")}
          </h2>
          <ul className="list-disc ps-6">
            {state.problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
          {state.moreProblems ? <p>{t("adminContacts.moreProblems", { count: state.moreProblems })}</p> : null}
        </section>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col items-start gap-3">
        <Input
          name="file"
          type="file"
          accept=".csv,text/csv"
          label={t("adminContacts.file")}
          error={state?.fields?.file}
        />
        <Button type="submit">{t("adminContacts.importSubmit")}</Button>
      </Form>
      <section aria-labelledby="columns" className="flex flex-col gap-2">
        <h2 id="columns" className="text-xl font-semibold">
          {t("adminContacts.columns")}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {CONTACT_COLUMNS.map((column) => (
            <div key={column} className="contents">
              <dt>
                <code>{column}</code>
              </dt>
              <dd>{t(`adminContacts.field.${column}` as MessageKey)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </AdminPage>
  );
}
