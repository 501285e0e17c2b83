import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/jobs";
import {
  EMPLOYMENT_TYPES,
  JOB_RADII,
  JOB_ROLES,
  PAY_FLOORS,
  jobSearchQuery,
  jobUrl,
  readJobSearch,
} from "@domain/job-board.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { Select } from "~/components/ui/select.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { formatUsd } from "~/components/page/format.ts";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { searchJobs } from "@server/job-board/search-jobs.server.ts";
import { dateText, payText } from "../job-text.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

export const handle: I18nHandle = { i18n: ["jobs", "pagination"] };

/** /jobs: the open jobs, searched with a plain GET form (works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const search = readJobSearch(new URL(request.url).searchParams);
  const results = await searchJobs(context, { search });
  const messages = messagesFor(locale);
  return {
    search,
    results: { ...results, jobs: results.jobs.map((j) => ({ ...j, url: jobUrl(j) })) },
    title: messages["jobs.title"],
    description: messages["jobs.metaDescription"],
    canonical: canonicalUrl(context, "/jobs"),
    i18n: routeMessages(request, handle.i18n),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "ABA Atlas" }];
  return [
    { title: `${loaderData.title} | ABA Atlas` },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { search, results } = loaderData;
  const any = t("jobs.any");
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="flex flex-col gap-8">
        <PageHeader title={loaderData.title} lead={t("jobs.intro")} />
        <search aria-labelledby="job-search-heading">
          <h2 id="job-search-heading" className="sr-only">
            {t("jobs.searchHeading")}
          </h2>
          <form method="get" action="/jobs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Input name="q" label={t("jobs.keyword")} defaultValue={search.keyword} maxLength={100} />
            <Input
              name="place"
              label={t("jobs.place")}
              defaultValue={search.place}
              maxLength={100}
              autoComplete="postal-code"
            />
            <Select
              name="radius"
              label={t("jobs.radius")}
              defaultValue={String(search.radius)}
              options={JOB_RADII.map((miles) => ({ value: String(miles), label: t("jobs.radiusMiles", { miles }) }))}
            />
            <Select
              name="role"
              label={t("jobs.role")}
              defaultValue={search.role ?? ""}
              placeholderOption={any}
              options={JOB_ROLES.map((role) => ({ value: role, label: t(`jobs.role.${role}`) }))}
            />
            <Select
              name="type"
              label={t("jobs.type")}
              defaultValue={search.employmentType ?? ""}
              placeholderOption={any}
              options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobs.type.${type}`) }))}
            />
            <Select
              name="pay"
              label={t("jobs.pay")}
              defaultValue={search.payAtLeast ? String(search.payAtLeast) : ""}
              placeholderOption={any}
              options={PAY_FLOORS.map((amount) => ({
                value: String(amount),
                label: t("jobs.payAtLeast", { amount: formatUsd(amount) }),
              }))}
            />
            <Select
              name="sort"
              label={t("jobs.sort")}
              defaultValue={search.sort}
              options={[
                { value: "newest", label: t("jobs.sortNewest") },
                { value: "nearest", label: t("jobs.sortNearest") },
              ]}
            />
            <div className="flex items-end">
              <Button type="submit" className="w-full">
                {t("jobs.search")}
              </Button>
            </div>
          </form>
        </search>
        <section aria-labelledby="job-results-heading" className="flex flex-col gap-4">
          <h2 id="job-results-heading" className="text-2xl font-bold" aria-live="polite">
            {t.plural("jobs.count", results.total)}
          </h2>
          {results.placeUnknown ? <p role="status">{t("jobs.placeUnknown")}</p> : null}
          {results.jobs.length === 0 ? (
            <p className="text-lg text-fg-muted">{t("jobs.none")}</p>
          ) : (
            <ul className="flex flex-col gap-4" data-testid="job-results">
              {results.jobs.map((job) => (
                <li key={job.id} className="rounded-xl border border-border bg-surface p-5">
                  <h3 className="text-xl font-semibold">
                    <Link
                      to={job.url}
                      lang={AUTHORED_LANGUAGE}
                      className="text-link underline underline-offset-3 hover:decoration-2"
                    >
                      {job.title}
                    </Link>
                  </h3>
                  <p className="text-fg">
                    {job.practiceName} · {job.city}, {job.state}
                    {job.miles !== null ? ` · ${t.plural("jobs.milesAway", Math.round(job.miles))}` : ""}
                  </p>
                  <p className="text-fg-muted">
                    {t(`jobs.role.${job.role as (typeof JOB_ROLES)[number]}`)} ·{" "}
                    {t(`jobs.type.${job.employmentType as (typeof EMPLOYMENT_TYPES)[number]}`)} · {payText(t, job)} ·{" "}
                    {t("jobs.postedOn", { date: dateText(locale, job.postedAt) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {results.pages > 1 ? (
            <Pagination
              page={results.page}
              totalPages={results.pages}
              hrefForPage={(page) => `/jobs${jobSearchQuery(search, page)}`}
            />
          ) : null}
        </section>
      </div>
    </main>
  );
}
