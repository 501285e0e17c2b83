import type { Route } from "./+types/home";
import { useT } from "~/i18n/index.tsx";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SearchHero } from "~/components/search-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { coverageSummary } from "@server/listings/coverage.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { coverage: await coverageSummary(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  const messages = (matches[0]?.data as { messages?: Record<string, string> } | undefined)?.messages;
  return [
    { title: `${messages?.["site.name"] ?? "ABA Atlas"} — ${messages?.["site.tagline"] ?? ""}` },
    { name: "description", content: messages?.["site.description"] ?? "" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { coverage } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <SearchHero />
      <section aria-labelledby="nationwide-heading" className="page-container py-10">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="nationwide-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("home.nationwideHeading")}
          </h2>
          <Badge variant="success" className="text-sm">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-success" />
            </span>
            {t("home.liveCoverage")}
          </Badge>
        </div>
        <p className="mt-2 text-fg-muted">
          {t("home.providerCount", { count: coverage.listings, states: Math.max(coverage.states - 1, 0) })}
        </p>
        <p className="mt-6">
          <Link to="/search" className={buttonClasses({ variant: "secondary" })}>
            {t("home.browseAll")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </section>
    </main>
  );
}
