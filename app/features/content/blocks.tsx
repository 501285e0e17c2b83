import type { ReactNode } from "react";
import type { Block, ContentSection } from "~/features/content/data/types.ts";
import { cn } from "~/lib/cn.ts";
import { Callout } from "./callout.tsx";
import { RichText } from "../../components/page/rich-text.tsx";
import { SourceList } from "./source-list.tsx";

/** Reading styles for long text: comfortable line length, spacing and list markers. */
export const proseClasses =
  "flex flex-col gap-4 text-base leading-7 text-fg [&_li]:leading-7 [&_ol]:list-decimal [&_ul]:list-disc [&_ol]:ps-6 [&_ul]:ps-6 [&_li+li]:mt-1.5 marker:text-fg-muted";

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "h3":
      return <h3 className="mt-2 text-xl font-semibold tracking-tight">{block.text}</h3>;
    case "note":
      return (
        <Callout tone={block.tone}>
          <p>
            <RichText text={block.text} />
          </p>
        </Callout>
      );
    case "defs":
      return (
        <dl className="flex flex-col gap-3">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-lg border border-border bg-surface p-4">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="mt-1 text-fg">
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** One long-form section: an h2 with an anchor, its blocks and its sources. */
export function Section({
  section,
  className,
  children,
}: {
  section: ContentSection;
  className?: string;
  /** Extra content after the blocks, before the sources. */
  children?: ReactNode;
}) {
  return (
    <section id={section.id} className={cn("scroll-mt-24", className)}>
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{section.title}</h2>
      <div className={cn(proseClasses, "mt-4")}>
        <Blocks blocks={section.blocks} />
        {children}
      </div>
      <SourceList sources={section.sources} />
    </section>
  );
}
