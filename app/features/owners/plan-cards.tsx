import { Form } from "react-router";
import { Badge, tierBadgeVariant } from "~/components/ui/badge.tsx";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useI18n, useT, type MessageKey } from "~/i18n/index.tsx";
import { formatPrice, isUpgrade, PAID_TIERS } from "@domain/payments.ts";
import { JOB_PACKS, TIER_PRICES } from "@domain/tiers.ts";
import { Link } from "~/components/link.tsx";
import { cn } from "~/lib/cn.ts";

/**
 * The plan choice for one listing: Basic (free) and each paid tier, each a real form POST. The
 * plan chosen on /pricing (`chosen`) is marked, and its button is the one primary button.
 */
export function PlanCards({
  listingId,
  currentTier,
  chosen = null,
}: {
  listingId: number;
  currentTier: string;
  chosen?: string | null;
}) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("owners.colTier")}>
      <li>
        <Card className="flex h-full flex-col gap-3 p-4">
          <h3 className="text-lg font-semibold">{t("owners.tier.basic")}</h3>
          <p className="text-2xl font-bold">{t("owners.planFree")}</p>
          <div className="mt-auto">
            {currentTier === "basic" ? (
              <Link to="/my-listings" className={buttonClasses({ variant: "secondary", className: "w-full" })}>
                {t("owners.planChooseBasic")}
              </Link>
            ) : null}
          </div>
        </Card>
      </li>
      {PAID_TIERS.map((tier) => {
        const name = t(`owners.tier.${tier}` as MessageKey);
        return (
          <li
            key={tier}
            className={tier === chosen ? "order-first" : undefined}
            data-chosen={tier === chosen || undefined}
          >
            <Card className={cn("flex h-full flex-col gap-3 p-4", tier === chosen && "ring-2 ring-primary")}>
              <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                {name}
                {tier === currentTier ? (
                  <Badge variant={tierBadgeVariant(tier)}>{t("owners.planCurrent")}</Badge>
                ) : tier === chosen ? (
                  <Badge variant="primary">{t("owners.planSelected")}</Badge>
                ) : null}
              </h3>
              <p className="text-2xl font-bold">
                {t("owners.planPerMonth", { price: formatPrice(TIER_PRICES[tier], locale) })}
              </p>
              <div className="mt-auto">
                {isUpgrade(currentTier, tier) ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="tier" />
                    <input type="hidden" name="listing" value={listingId} />
                    <input type="hidden" name="product" value={tier} />
                    <Button
                      type="submit"
                      className="w-full"
                      variant={chosen && tier !== chosen ? "secondary" : "primary"}
                    >
                      {t("owners.planChoose", { tier: name })}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The three job packs, each a one-time payment form. */
export function JobPackForms({ listingId }: { listingId: number }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <ul className="flex flex-wrap gap-3">
      {JOB_PACKS.map((pack) => (
        <li key={pack.id}>
          <Form method="post">
            <input type="hidden" name="intent" value="job_pack" />
            <input type="hidden" name="listing" value={listingId} />
            <input type="hidden" name="product" value={pack.id} />
            <Button type="submit" variant="secondary">
              {t("owners.jobPackBuy", {
                item: t(`owners.jobPack.${pack.id}` as MessageKey),
                price: formatPrice(pack.price, locale),
              })}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
