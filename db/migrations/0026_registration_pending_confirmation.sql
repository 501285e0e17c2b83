-- Self-registered accounts wait for their address to be confirmed before they can sign in, so
-- registration answers the same whether or not the address had an account (issue 30 item 22).
-- Existing accounts are not pending.
ALTER TABLE "users" ADD COLUMN "pending_confirmation" boolean DEFAULT false NOT NULL;