import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/listing-jobs";
import { jobUrl, type JobValues } from "@domain/job-board.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { PageHeader } from "~/components/page/page-header.tsx";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { type UseCaseError, translateError } from "@server/errors.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { closeJob } from "@server/job-board/close-job.server.ts";
import { listingJobs } from "@server/job-board/listing-jobs.server.ts";
import { postJob } from "@server/job-board/post-job.server.ts";
import { renewJob } from "@server/job-board/renew-job.server.ts";
import { updateJob } from "@server/job-board/update-job.server.ts";
import { JobForm } from "../job-form.tsx";
import { dateText } from "../job-text.ts";

export const handle: I18nHandle = { i18n: ["jobs"] };

/** A refusal (401, 403, 404) as a plain response in the caller's language. */
function refuse(request: Request, error: UseCaseError): Response {
  return new Response(translateError(error, localeFromRequest(request)).message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
}

/**
 * /my-listings/{id}/jobs: a listing's jobs for its owner (or an admin), checked on every load
 * and action: post (spends one posting), edit (?edit={jobId}), close and renew.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const result = await listingJobs(context, { listingId: params.id });
  if (!result.ok) throw refuse(request, result.error);
  const { listing, jobs } = result.value;
  const locale = localeFromRequest(request);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editing = jobs.find((j) => j.id === editId) ?? null;
  const now = Date.now();
  const str = (v: number | string | null) => (v === null ? "" : String(v));
  return data(
    {
      listing: { id: listing.id, name: listing.name, allowance: listing.jobPostingAllowance },
      title: formatMessage(locale, messagesFor(locale)["jobs.manageTitle"], { name: listing.name }),
      jobs: jobs.map((j) => ({
        id: j.id,
        title: j.title,
        url: jobUrl(j),
        expiresAt: j.expiresAt.toISOString(),
        status: !j.isActive ? "closed" : j.expiresAt.getTime() <= now ? "expired" : "open",
      })),
      editing: editing
        ? {
            id: editing.id,
            values: {
              title: editing.title,
              description: editing.description,
              requirements: editing.requirements,
              salary: str(editing.salary),
              applicationUrl: str(editing.applicationUrl),
              role: editing.role,
              employmentType: editing.employmentType,
              payMin: str(editing.payMin),
              payMax: str(editing.payMax),
              payUnit: editing.payUnit,
            },
          }
        : null,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const messages = messagesFor(locale);
  const jobId = values.jobId;
  const run = async () => {
    switch (values.intent) {
      case "post":
        return {
          result: await postJob(context, { listingId: params.id, values: values as JobValues }),
          notice: messages["jobs.posted"],
        };
      case "update":
        return {
          result: await updateJob(context, { listingId: params.id, jobId, values: values as JobValues }),
          notice: messages["jobs.saved"],
        };
      case "close":
        return { result: await closeJob(context, { listingId: params.id, jobId }), notice: messages["jobs.closed"] };
      case "renew":
        return { result: await renewJob(context, { listingId: params.id, jobId }), notice: messages["jobs.renewed"] };
      default:
        throw data(null, { status: 400 });
    }
  };
  const { result, notice } = await run();
  if (!result.ok) {
    if ([401, 403, 404].includes(result.error.status)) throw refuse(request, result.error);
    const { intent, jobId: _job, ...typed } = values;
    // A refused renewal (no posting left) is about the list, not the job form: it keeps its intent.
    return formErrorResponse(result.error, locale, intent === "renew" ? { intent } : typed);
  }
  return data<FormState>({ notice, done: true }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Jobs"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function ListingJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const state = actionData as FormState | undefined;
  const { listing, jobs, editing } = loaderData;
  const renewRefused = state?.values?.intent === "renew" ? state.formError : undefined;
  // After a successful action (or a refused renewal) the form starts empty again.
  const formState = state?.done || renewRefused ? undefined : state;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="flex max-w-3xl flex-col gap-8">
        <PageHeader title={loaderData.title} lead={t("jobs.manageIntro")} />
        {state?.notice ? (
          <p role="status" className="rounded-lg border border-success bg-success-soft px-3 py-2.5 font-medium">
            {state.notice}
          </p>
        ) : null}
        {renewRefused ? (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2.5 font-medium">
            {renewRefused}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-4 text-lg font-semibold" data-testid="job-allowance">
          {t.plural("jobs.remaining", listing.allowance)}
          <Link
            to={`/upgrade-checkout?listing=${listing.id}#packs-heading`}
            className={buttonClasses({ size: "sm", variant: "secondary" })}
          >
            {t("jobs.buyPack")}
          </Link>
        </p>
        <section aria-labelledby="listing-jobs-heading" className="flex flex-col gap-3">
          <h2 id="listing-jobs-heading" className="text-2xl font-bold">
            {t.plural("jobs.count", jobs.length)}
          </h2>
          {jobs.length === 0 ? <p className="text-fg-muted">{t("jobs.noJobsYet")}</p> : null}
          <ul className="flex flex-col gap-3">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 rounded-xl border border-border p-4">
                <Link to={job.url} className="text-lg font-semibold text-link underline underline-offset-3">
                  {job.title}
                </Link>
                <p className="text-fg-muted">
                  {job.status === "closed"
                    ? t("jobs.statusClosed")
                    : job.status === "expired"
                      ? t("jobs.statusExpired", { date: dateText(locale, job.expiresAt) })
                      : t("jobs.statusOpen", { date: dateText(locale, job.expiresAt) })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link
                    to={`?edit=${job.id}#job-form-heading`}
                    className={buttonClasses({ size: "sm", variant: "secondary" })}
                    aria-label={`${t("jobs.edit")}: ${job.title}`}
                  >
                    {t("jobs.edit")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="jobId" value={job.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="secondary"
                      name="intent"
                      value="renew"
                      aria-label={`${t("jobs.renew")}: ${job.title}`}
                    >
                      {t("jobs.renew")}
                    </Button>
                  </Form>
                  {job.status !== "closed" ? (
                    <Form method="post">
                      <input type="hidden" name="jobId" value={job.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        name="intent"
                        value="close"
                        aria-label={`${t("jobs.close")}: ${job.title}`}
                      >
                        {t("jobs.close")}
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Card className="p-5 sm:p-6">
          <h2 id="job-form-heading" className="mb-4 text-2xl font-bold">
            {editing ? t("jobs.editTitle") : t("jobs.postTitle")}
          </h2>
          <JobForm
            key={editing ? `edit-${editing.id}` : `post-${jobs.length}`}
            intent={editing ? "update" : "post"}
            jobId={editing?.id}
            initial={editing?.values ?? {}}
            state={formState}
          />
        </Card>
      </div>
    </main>
  );
}
