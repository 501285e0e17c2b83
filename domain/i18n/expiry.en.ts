/** Texts of facts that expire (issue 29, domain/fact-freshness.ts): a fact past its lifetime is never shown as current. Spread into en.ts. */
export const expiryEn = {
  "expiry.notConfirmedSince": "Not confirmed since {date}",
  "expiry.intakeCurrent": "New clients and wait confirmed {date}. Source: {source}",
  "expiry.intakeExpired":
    "Whether they are taking new clients: not confirmed since {date}. Ask the provider before you count on it.",
  "expiry.intakeUnconfirmed": "Whether they are taking new clients has not been confirmed.",
  "expiry.factExpired": "Not confirmed since {date}: it may have changed, so check with the provider.",
};
