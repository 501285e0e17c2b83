import { ArrowRight, Mail, Search, Tags } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/about";
import { Section } from "~/features/content/blocks.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { TableOfContents } from "~/features/content/toc.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { contentPageData } from "~/features/content/page-data.server.ts";
import { printStylesheet } from "~/features/content/print-styles.ts";
import type { I18nHandle } from "~/i18n/index.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["content"], scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...contentPageData("about", request, context, "/about"), i18n: routeMessages(request, handle.i18n) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
        <TableOfContents items={content.sections} />
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        <div className="flex flex-col gap-3 border-t border-border pt-8 sm:flex-row sm:flex-wrap print:hidden">
          <Link to="/search" className={buttonClasses()}>
            <Search aria-hidden="true" />
            {content.links.search}
          </Link>
          <Link to="/pricing" className={buttonClasses({ variant: "secondary" })}>
            <Tags aria-hidden="true" />
            {content.links.pricing}
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: "ghost" })}>
            <Mail aria-hidden="true" />
            {content.links.contact}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </main>
  );
}
