import type { Route } from "./+types/home";
import { useT } from "~/i18n/index.tsx";
import { SearchHero } from "~/components/search-hero.tsx";
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
    <main id="main">
      <SearchHero />
      <section aria-labelledby="nationwide-heading" className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="nationwide-heading" className="text-2xl font-bold tracking-tight">
            {t("home.nationwideHeading")}
          </h2>
          <span className="badge badge-live">{t("home.liveCoverage")}</span>
        </div>
        <p className="mt-2 text-fg-muted">
          {t("home.providerCount", { count: coverage.listings, states: Math.max(coverage.states - 1, 0) })}
        </p>
      </section>
    </main>
  );
}
