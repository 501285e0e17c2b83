import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/job";
import { jobIdFromSegment, jobUrl, type EmploymentType, type JobRole } from "@domain/job-board.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { jobPosting, jsonLd } from "@domain/structured-data.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { jobForPage } from "@server/job-board/job-for-page.server.ts";
import { dateText, payText } from "../job-text.ts";
import { socialImage } from "~/components/page/social-image.ts";
import { SITE_NAME } from "@domain/site.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

export const handle: I18nHandle = { i18n: ["jobs"] };

/** Google's employmentType words for ours. */
const SCHEMA_TYPES: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  per_diem: "PER_DIEM",
  internship: "INTERN",
};

/** /jobs/{id}-{slug}: one job; a wrong slug redirects to the right one, an unknown id is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = jobIdFromSegment(params.job);
  const job = id === null ? null : await jobForPage(context, { id });
  if (!job) throw data(null, { status: 404 });
  const path = jobUrl(job);
  if (new URL(request.url).pathname !== path) throw redirect(path, 301);
  const locale = localeFromRequest(request);
  const canonical = canonicalUrl(context, path);
  const practiceUrl = canonicalUrl(context, listingUrl(job.listing));
  const subject = messagesFor(locale)["jobs.applySubject"].replace("{title}", job.title);
  return {
    job: { ...job, postedAt: job.postedAt.toISOString(), expiresAt: job.expiresAt.toISOString() },
    practicePath: listingUrl(job.listing),
    applyHref: job.applicationUrl ?? `mailto:${job.listing.email}?subject=${encodeURIComponent(subject)}`,
    canonical,
    // Only an open job is offered to search engines as a posting.
    structuredData: job.open
      ? jsonLd(
          jobPosting({
            title: job.title,
            description: `${job.description}\n\n${job.requirements}`,
            datePosted: job.postedAt.toISOString(),
            validThrough: job.expiresAt.toISOString(),
            employmentType: SCHEMA_TYPES[job.employmentType as EmploymentType],
            organization: { name: job.listing.name, url: practiceUrl },
            address: {
              street: job.listing.address,
              city: job.listing.city,
              state: job.listing.state,
              zip: job.listing.zipCode,
            },
            pay: { min: job.payMin, max: job.payMax, unit: job.payUnit === "hour" ? "HOUR" : "YEAR" },
          }),
        )
      : null,
    i18n: routeMessages(request, handle.i18n),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "ABA Atlas" }];
  const { job, canonical } = loaderData;
  const title = `${job.title} — ${job.listing.name}`;
  const description = job.description.slice(0, 160);
  const image = socialImage(canonical);
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(job.open ? [] : [{ name: "robots", content: "noindex" }]),
    ...(loaderData.structuredData ? [{ "script:ld+json": loaderData.structuredData }] : []),
  ];
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { job } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <article className="flex max-w-3xl flex-col gap-6">
        <p>
          <Link to="/jobs" className="text-link underline underline-offset-3">
            {t("jobs.backToJobs")}
          </Link>
        </p>
        <header className="flex flex-col gap-2">
          <h1 lang={AUTHORED_LANGUAGE} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {job.title}
          </h1>
          <p className="text-lg">
            {job.listing.name} · {job.listing.city}, {job.listing.state}
          </p>
          <p className="text-fg-muted">
            {t(`jobs.role.${job.role as JobRole}`)} · {t(`jobs.type.${job.employmentType as EmploymentType}`)} ·{" "}
            {t("jobs.postedOn", { date: dateText(locale, job.postedAt) })}
          </p>
        </header>
        {job.open ? (
          <p>
            <a href={loaderData.applyHref} className={buttonClasses({ size: "lg" })}>
              {job.applicationUrl ? t("jobs.apply") : t("jobs.applyByEmail")}
            </a>
          </p>
        ) : (
          <p role="status" className="rounded-lg border border-border bg-surface-2 p-4 font-semibold">
            {t("jobs.expired")}
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="font-semibold">{t("jobs.salary")}</dt>
            <dd>
              {payText(t, job)}
              {job.salary ? (
                <span lang={AUTHORED_LANGUAGE} className="block text-fg-muted">
                  {job.salary}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("jobs.practice")}</dt>
            <dd>
              <Link to={loaderData.practicePath} className="text-link underline underline-offset-3">
                {t("jobs.viewListing", { name: job.listing.name })}
              </Link>
            </dd>
          </div>
          {job.open ? (
            <div>
              <dt className="font-semibold">{t("jobs.validThrough")}</dt>
              <dd>{dateText(locale, job.expiresAt)}</dd>
            </div>
          ) : null}
        </dl>
        <section className="flex flex-col gap-2">
          <h2 className="text-2xl font-bold">{t("jobs.description")}</h2>
          <p lang={AUTHORED_LANGUAGE} className="whitespace-pre-line text-lg leading-8">
            {job.description}
          </p>
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="text-2xl font-bold">{t("jobs.requirements")}</h2>
          <p lang={AUTHORED_LANGUAGE} className="whitespace-pre-line text-lg leading-8">
            {job.requirements}
          </p>
        </section>
      </article>
    </main>
  );
}
