import { ExternalLink } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import type { Route } from "./+types/autism-financial-aid";
import { Blocks, proseClasses } from "~/features/content/blocks.tsx";
import { Callout } from "~/features/content/callout.tsx";
import { DatedLine } from "~/components/page/dated-line.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { RichText } from "~/components/page/rich-text.tsx";
import { SourceList } from "~/features/content/source-list.tsx";
import { TableOfContents } from "~/features/content/toc.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { AidLink, FinancialAidContent } from "~/features/content/data/financial-aid.ts";
import { contentPageData } from "~/features/content/page-data.server.ts";
import { cn } from "~/lib/cn.ts";
import { printStylesheet } from "~/features/content/print-styles.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["content"], scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...contentPageData("financialAid", request, context, "/autism-financial-aid"),
    i18n: routeMessages(request, handle.i18n),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

function Facts({ rows }: { rows: ReadonlyArray<{ label: string; value: string | undefined }> }) {
  return (
    <dl className="grid gap-3">
      {rows.flatMap(({ label, value }) =>
        value
          ? [
              <div key={label}>
                <dt className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
                <dd className="mt-0.5 leading-7">
                  <RichText text={value} />
                </dd>
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}

function OfficialLink({ link }: { link: AidLink }) {
  return (
    <p>
      <a href={link.url} className="link inline-flex items-start gap-1.5 font-semibold">
        <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>{link.label}</span>
      </a>
    </p>
  );
}

function AidCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li>
      <Card className="scroll-mt-24 p-5 sm:p-6" id={id}>
        <article aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
          <h3 id={`${id}-title`} className="text-xl font-bold tracking-tight">
            {title}
          </h3>
          {children}
        </article>
      </Card>
    </li>
  );
}

export default function FinancialAid({ loaderData }: Route.ComponentProps) {
  const content: FinancialAidContent = loaderData.content;
  const { labels } = content;
  const toc = [
    { id: "public-programs", title: content.publicHeading },
    { id: "grants", title: content.grantsHeading },
    { id: "tips", title: content.tipsHeading },
  ];
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <div className="flex flex-col gap-6">
          <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
            <DatedLine date={content.lastReviewed} />
          </PageHeader>
          <Callout tone="warning">
            <p>
              <RichText text={content.disclaimer} />
            </p>
          </Callout>
        </div>
        <TableOfContents items={toc} />

        <section id="public-programs" aria-labelledby="public-programs-heading" className="scroll-mt-24">
          <h2 id="public-programs-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {content.publicHeading}
          </h2>
          <p className="mt-3 leading-7 text-fg-muted">{content.publicIntro}</p>
          <ul role="list" className="mt-6 flex flex-col gap-6">
            {content.programs.map((program) => (
              <AidCard key={program.id} id={program.id} title={program.name}>
                <Facts
                  rows={[
                    { label: labels.funds, value: program.funds },
                    { label: labels.qualifies, value: program.qualifies },
                  ]}
                />
                <div className={proseClasses}>
                  <Blocks blocks={program.details} />
                </div>
                <OfficialLink link={program.link} />
                <Callout tone="warning" className="py-3">
                  <p className="text-sm">{labels.verifyAgency}</p>
                </Callout>
                <SourceList sources={program.sources} headingLevel={4} className="mt-0" />
              </AidCard>
            ))}
          </ul>
        </section>

        <section id="grants" aria-labelledby="grants-heading" className="scroll-mt-24">
          <h2 id="grants-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {content.grantsHeading}
          </h2>
          <p className="mt-3 leading-7 text-fg-muted">{content.grantsIntro}</p>
          <ul role="list" className="mt-6 grid gap-6 lg:grid-cols-2">
            {content.grants.map((grant) => (
              <AidCard key={grant.id} id={grant.id} title={grant.name}>
                <Facts
                  rows={[
                    { label: labels.area, value: grant.area },
                    { label: labels.funds, value: grant.funds },
                    { label: labels.qualifies, value: grant.qualifies },
                    { label: labels.limits, value: grant.limits },
                    { label: labels.infoDate, value: grant.infoDate },
                  ]}
                />
                <OfficialLink link={grant.link} />
                <Callout tone="warning" className="py-3">
                  <p className="text-sm">{labels.verifyOrganization}</p>
                </Callout>
                <SourceList sources={grant.sources} headingLevel={4} className="mt-0" />
              </AidCard>
            ))}
          </ul>
          <p className="mt-6 text-fg-muted">{content.notListed}</p>
        </section>

        <section id="tips" aria-labelledby="tips-heading" className="scroll-mt-24">
          <h2 id="tips-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {content.tipsHeading}
          </h2>
          <ul className={cn(proseClasses, "mt-4 list-disc ps-6")}>
            {content.tips.map((tip) => (
              <li key={tip}>
                <RichText text={tip} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
