import type { LegalContent } from "~/features/content/data/legal.ts";
import { Section } from "./blocks.tsx";
import { DatedLine } from "../../components/page/dated-line.tsx";
import { PageHeader } from "../../components/page/page-header.tsx";
import { TableOfContents } from "./toc.tsx";

/** A legal page: title, effective date, a table of contents and plain-language sections. */
export function LegalDocument({ content }: { content: LegalContent }) {
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
          <DatedLine date={content.effectiveDate} kind="effective" />
        </PageHeader>
        <TableOfContents items={content.sections} />
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
    </main>
  );
}
