import { eq } from "drizzle-orm";
import { checkoutSessions, listingSubscriptions } from "@db/schema/index.ts";
import { translate } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { isPaidTier, isUpgrade, jobPack } from "@domain/payments.ts";
import { TIER_PRICES } from "@domain/tiers.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { CallerContext } from "../use-case.ts";
import { paymentGateway } from "./payment-gateway.server.ts";

/**
 * The owner (or an admin) starts paying for a listing: a higher tier (monthly subscription) or
 * a job pack (one-time). Nothing changes on the listing here: only the fulfilment of the
 * provider's confirmation does. Answers where to send the browser (Stripe Checkout, or the
 * demo payment page).
 */
export async function startCheckout(
  ctx: CallerContext,
  input: { listingId: unknown; kind: unknown; product: unknown; locale: Locale },
): Promise<Result<{ url: string; id: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;

  let kind: "tier" | "job_pack";
  let amount: number;
  let product: string;
  let name: string;
  if (input.kind === "job_pack") {
    const pack = jobPack(input.product);
    if (!pack) return failWith(400, messageKey("ownerMessage", "pack_invalid"));
    kind = "job_pack";
    product = pack.id;
    amount = pack.price;
    name = translate("en", `owners.jobPack.${pack.id}`);
  } else {
    if (!isPaidTier(input.product)) return failWith(400, messageKey("ownerMessage", "tier_invalid"));
    if (!isUpgrade(listing.tier, input.product)) return failWith(409, messageKey("ownerMessage", "not_higher"));
    kind = "tier";
    product = input.product;
    amount = TIER_PRICES[input.product];
    name = `ABA Atlas ${translate("en", `owners.tier.${input.product}`)}`;
  }

  const [billing] = await ctx.database.db
    .select({ customerId: listingSubscriptions.customerId })
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.listingId, listing.id));
  const gateway = paymentGateway(ctx);
  const base = ctx.auth.linkBase;
  let session: { id: string; url: string };
  try {
    session = await gateway.createCheckout({
      kind,
      product,
      name,
      amount,
      listingId: listing.id,
      customerEmail: user.email,
      customerId: billing?.customerId?.startsWith("cus_") ? billing.customerId : null,
      successUrl: `${base}/upgrade-checkout?listing=${listing.id}&paid=1`,
      cancelUrl: `${base}/upgrade-checkout?listing=${listing.id}&cancelled=1`,
    });
  } catch (err) {
    ctx.logger.error({ err, listingId: listing.id }, "could not start a checkout");
    return failWith(503, messageKey("ownerMessage", "payment_unavailable"));
  }
  await ctx.database.db
    .insert(checkoutSessions)
    .values({ id: session.id, listingId: listing.id, userId: user.id, kind, product, mode: gateway.mode });
  return ok(session);
}
