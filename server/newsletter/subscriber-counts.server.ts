import { adminCaller } from "../admin/admin-caller.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface SubscriberCounts {
  active: number;
  /** Addresses with a live confirmation link that are not subscribed yet. */
  pending: number;
  unsubscribed: number;
}

/** The newsletter's subscriber counts, in one round trip. */
export async function subscriberCounts(ctx: UseCaseContext<"database" | "auth">): Promise<Result<SubscriberCounts>> {
  const caller = await adminCaller(ctx, "newsletter");
  if (!caller.ok) return caller;
  const [row] = await ctx.database.sql<SubscriberCounts[]>`
    select
      (select count(*)::int from newsletter_emails where is_active) as active,
      (select count(*)::int from newsletter_emails where not is_active) as unsubscribed,
      (select count(distinct t.email)::int from newsletter_tokens t
        where t.purpose = 'confirm' and t.used_at is null and t.expires_at > now()
          and not exists (select 1 from newsletter_emails e where e.email = t.email and e.is_active)) as pending`;
  return ok(row ?? { active: 0, pending: 0, unsubscribed: 0 });
}
