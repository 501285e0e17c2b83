import { ArrowRight } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/resources";
import { Section } from "~/features/content/blocks.tsx";
import { Callout } from "~/features/content/callout.tsx";
import { DatedLine } from "~/components/page/dated-line.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { PrintChecklistButton } from "~/features/content/print-checklist-button.tsx";
import { RichText } from "~/components/page/rich-text.tsx";
import { SourceList } from "~/features/content/source-list.tsx";
import { TableOfContents } from "~/features/content/toc.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { contentPageData } from "~/features/content/page-data.server.ts";
import type { ResourcesContent } from "~/features/content/data/resources.ts";
import { printStylesheet } from "~/features/content/print-styles.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

export const handle: I18nHandle = { i18n: ["content"] };

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...contentPageData("resources", request, context, "/resources"), i18n: routeMessages(request, handle.i18n) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

function Checklist({ checklist }: { checklist: ResourcesContent["checklist"] }) {
  return (
    <section
      id={checklist.id}
      aria-labelledby={`${checklist.id}-heading`}
      data-print-part
      data-print-keep
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 sm:p-8 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={`${checklist.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {checklist.title}
        </h2>
        <PrintChecklistButton title={checklist.printTitle} />
      </div>
      <p className="mt-4 leading-7">
        <RichText text={checklist.intro} />
      </p>
      <ol role="list" data-checklist className="mt-6 flex flex-col divide-y divide-border border-y border-border">
        {checklist.items.map((item, i) => (
          <li key={item.question} className="py-3.5">
            <Checkbox
              id={`check-${i + 1}`}
              label={
                <>
                  <span className="font-semibold">{i + 1}. </span>
                  {item.question}
                </>
              }
              description={<RichText text={item.why} />}
            />
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className="mt-6 hidden print:block">
        <p className="font-semibold">{checklist.notesLabel}</p>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-9 border-b border-border-strong" />
        ))}
      </div>
      <SourceList sources={checklist.sources} />
    </section>
  );
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const toc = [
    ...content.sectionsBefore,
    { id: content.checklist.id, title: content.checklist.title },
    ...content.sectionsAfter,
  ];
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <div data-print-part className="flex flex-col gap-6">
          <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
            <DatedLine date={content.lastReviewed} />
          </PageHeader>
          <Callout>
            <p>
              <RichText text={content.disclaimer} />
            </p>
          </Callout>
        </div>
        <TableOfContents items={toc} />
        {content.sectionsBefore.map((section) => (
          <div key={section.id} data-print-part>
            <Section section={section} />
          </div>
        ))}
        <Checklist checklist={content.checklist} />
        {content.sectionsAfter.map((section) => (
          <div key={section.id} data-print-part>
            <Section section={section} />
          </div>
        ))}
        <section aria-labelledby="related-heading" data-print-part className="border-t border-border pt-8 print:hidden">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            {content.related.heading}
          </h2>
          <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-3">
            {content.related.links.map((link) => (
              <li key={link.href} className="rounded-xl border border-border bg-surface p-4">
                <Link to={link.href} className="link inline-flex items-center gap-1 font-semibold">
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <p className="mt-1 text-sm text-fg-muted">{link.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
