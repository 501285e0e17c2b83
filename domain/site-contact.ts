/**
 * How people reach the site's team, as the footer shows it: from the configuration
 * (CONTACT_EMAIL, CONTACT_ADDRESS, SOCIAL_*_URL; server/config.server.ts). Nothing is shown
 * for what is not configured: the demo site has no office and no social accounts.
 */
export interface SiteContact {
  /** The team's address, or null (the footer then points to the contact form). */
  email: string | null;
  /** The postal address, one entry a line; empty when not configured. */
  address: string[];
  /** The site's social accounts, in the footer's order; empty when none is configured. */
  social: { network: SocialNetwork; href: string }[];
}

/** The networks the footer can link to, each with the variable that holds its address. */
export const SOCIAL_NETWORKS = [
  { network: "Facebook", variable: "SOCIAL_FACEBOOK_URL" },
  { network: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
  { network: "LinkedIn", variable: "SOCIAL_LINKEDIN_URL" },
  { network: "YouTube", variable: "SOCIAL_YOUTUBE_URL" },
] as const;

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["network"];

/** CONTACT_ADDRESS holds its lines separated by "|": "100 Main St, Suite 200 | Springfield, IL 62701". */
export function addressLines(value: string | undefined): string[] {
  return (value ?? "")
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);
}
