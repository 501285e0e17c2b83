/** The site's name, as search engines, social cards and email senders show it. */
export const SITE_NAME = "ABA Atlas";

/** Social preview image used when a page has none of its own (an asset under public/). */
export const DEFAULT_OG_IMAGE_PATH = "/og-image.png";
