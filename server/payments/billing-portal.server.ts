import { eq } from "drizzle-orm";
import { listingSubscriptions } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { CallerContext } from "../use-case.ts";
import { paymentGateway } from "./payment-gateway.server.ts";

/** Where the owner manages cards and cancels a listing's subscription (Stripe's customer portal). */
export async function billingPortal(
  ctx: CallerContext,
  input: { listingId: unknown },
): Promise<Result<{ url: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const [billing] = await ctx.database.db
    .select({ customerId: listingSubscriptions.customerId })
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.listingId, access.value.listing.id));
  if (!billing?.customerId) return failWith(404, messageKey("ownerMessage", "no_billing"));
  try {
    return ok({
      url: await paymentGateway(ctx).portalUrl(
        billing.customerId,
        `${ctx.auth.linkBase}/my-listings`,
        access.value.listing.id,
      ),
    });
  } catch (err) {
    ctx.logger.error({ err }, "could not open the billing portal");
    return failWith(503, messageKey("ownerMessage", "payment_unavailable"));
  }
}
