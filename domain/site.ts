/** The site's name, as search engines, social cards and email senders show it. */
export const SITE_NAME = "ABA Atlas";
