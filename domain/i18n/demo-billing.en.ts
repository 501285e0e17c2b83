/** English texts of the demo mode's billing page (cancel at period end; issue 11), spread into en.ts. */
export const demoBillingEn = {
  "owners.demoBillingTitle": "Demo billing for {name}",
  "owners.demoBillingBanner": "Demo billing: no card is charged and nothing is sent to a payment provider",
  "owners.demoBillingPlan": "Plan: {tier}",
  "owners.demoBillingRenews": "Renews on {date}.",
  "owners.demoBillingEnds": "Cancelled: {tier} stays until {date}, then the listing returns to Basic.",
  "owners.demoBillingCancel": "Cancel at the end of the paid period",
  "owners.demoBillingResume": "Keep my plan",
  "owners.demoBillingCancelled": "Cancelled. {tier} stays until {date}.",
  "owners.demoBillingResumed": "Your plan renews as before.",
  "owners.demoBillingBack": "Back to My listings",
} as const;
