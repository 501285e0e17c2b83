/**
 * Rules of the contact form that the page needs too. No server imports here: the page's
 * component (and so the browser bundle) imports this file.
 */

/** The topics of the contact form, in the order the select lists them. */
export const CONTACT_TOPICS = ["general", "listing", "claim", "billing", "accessibility", "privacy", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The honeypot's field name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

/** Length rules of the contact form, also used as message parameters. */
export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;
