/** The registry publishes weekly updates: two weeks without a successful refresh is a warning on the admin dashboard. */
export const REGISTRY_STALE_AFTER_DAYS = 14;
