import { Check, KeyRound, ListPlus } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/pricing";
import { JOB_PACKS, TIER_PRICES } from "@domain/tiers.ts";
import { formatUsd } from "~/components/page/format.ts";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { RichText } from "~/components/page/rich-text.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { contentPageData } from "~/features/content/page-data.server.ts";
import type { PricedTier } from "~/features/content/data/pricing.ts";
import { useI18n, type I18nHandle } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { printStylesheet } from "~/features/content/print-styles.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

// Plain HTML does all this page does: no JavaScript (issue 14).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["plan", "jobPack"], scripts: false };

/** Cheapest first; the amounts come from domain/tiers.ts, the table checkout uses too. */
const PLAN_ORDER: readonly PricedTier[] = ["basic", "premium", "premium-local", "premium-state", "featured"];

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...contentPageData("pricing", request, context, "/pricing"), i18n: routeMessages(request, handle.i18n) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { t } = useI18n();

  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <PageHeader
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        className="mx-auto max-w-3xl text-center [&_p]:mx-auto"
      />

      <section aria-labelledby="plans-heading" className="mt-12">
        <h2 id="plans-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.plansHeading}
        </h2>
        <ul role="list" className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-6">
          {PLAN_ORDER.map((tier, index) => {
            const plan = content.plans[tier];
            const popular = tier === "premium";
            const label = tier === "basic" ? t("plan.getStartedFree") : popular ? t("plan.mostPopular") : null;
            return (
              // Three cards, then two centred under them on wide screens.
              <li key={tier} data-plan={tier} className={cn("xl:col-span-2", index === 3 && "xl:col-start-2")}>
                <Card
                  accent={tier === "featured" ? "featured" : "none"}
                  className={cn("flex h-full flex-col", popular && "ring-2 ring-primary")}
                >
                  <div className="flex flex-1 flex-col gap-4 p-6">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-xl font-bold">{t(`plan.${tier}`)}</h3>
                      {label ? <Badge variant={popular ? "primary" : "success"}>{label}</Badge> : null}
                    </div>
                    <p className="text-fg-muted">{plan.summary}</p>
                    <p className="flex items-baseline gap-1">
                      <span className="sr-only">{content.priceLabel} </span>
                      <span className="text-4xl font-bold tracking-tight tabular-nums" data-price>
                        {formatUsd(TIER_PRICES[tier])}
                      </span>
                      <span className="text-fg-muted">{t("plan.perMonth")}</span>
                    </p>
                    <ul role="list" className="flex flex-col gap-2.5">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2.5">
                          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="p-6 pt-0 print:hidden">
                    <Link
                      to={tier === "basic" ? "/add-listing" : `/add-listing?plan=${tier}`}
                      className={buttonClasses({
                        variant: popular || tier === "featured" ? "primary" : "secondary",
                        className: "w-full",
                      })}
                    >
                      {plan.cta}
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm text-fg-muted">{content.priceNote}</p>
      </section>

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="placement-heading">
          <h2 id="placement-heading" className="text-2xl font-bold tracking-tight">
            {content.placementHeading}
          </h2>
          <div className="mt-4 flex flex-col gap-4 leading-7">
            {content.placement.map((text) => (
              <p key={text}>
                <RichText text={text} />
              </p>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="owners-heading"
          className="rounded-xl border border-border bg-surface p-6 lg:self-start"
        >
          <h2 id="owners-heading" className="text-2xl font-bold tracking-tight">
            {content.ownersHeading}
          </h2>
          <p className="mt-3 leading-7">{content.ownersText}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row print:hidden">
            <Link to="/add-listing" className={buttonClasses()}>
              <ListPlus aria-hidden="true" />
              {content.addListing}
            </Link>
            <Link to="/claim-listing" className={buttonClasses({ variant: "secondary" })}>
              <KeyRound aria-hidden="true" />
              {content.claimListing}
            </Link>
          </div>
        </section>
      </div>

      <section aria-labelledby="jobs-heading" className="mt-14">
        <h2 id="jobs-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.jobsHeading}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-fg-muted">{content.jobsLead}</p>
        <ul role="list" className="mt-6 grid gap-6 md:grid-cols-3">
          {JOB_PACKS.map((pack) => {
            const copy = content.jobPacks[pack.id];
            return (
              <li key={pack.id} data-job-pack={pack.id}>
                <Card className="flex h-full flex-col gap-3 p-6">
                  <h3 className="text-lg font-bold">{t(`jobPack.${pack.id}`)}</h3>
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="sr-only">{content.priceLabel} </span>
                    <span className="text-3xl font-bold tracking-tight tabular-nums" data-price>
                      {formatUsd(pack.price)}
                    </span>
                    <span className="text-fg-muted">{content.oneTime}</span>
                  </p>
                  <p className="font-semibold">{copy.postings}</p>
                  {pack.postings > 1 ? (
                    <p className="text-sm text-fg-muted">
                      {content.perPosting.replace(
                        "{price}",
                        formatUsd(Math.round((pack.price / pack.postings) * 100) / 100),
                      )}
                    </p>
                  ) : null}
                  <p className="text-sm text-fg-muted">{copy.note}</p>
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>{content.jobsHowTo}</span>
          <Link to="/my-listings" className="link font-semibold print:hidden">
            {t("nav.myListings")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto mt-14 max-w-3xl">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.faqHeading}
        </h2>
        <div className="mt-4 border-t border-border">
          {content.faq.map((item) => (
            <Disclosure key={item.question} summary={item.question}>
              <p className="leading-7">
                <RichText text={item.answer} />
              </p>
            </Disclosure>
          ))}
        </div>
      </section>
    </main>
  );
}
