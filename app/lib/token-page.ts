/**
 * Pages opened from an emailed link carry its token in their URL. "same-origin" keeps the token
 * out of the Referer of any request to another site, yet lets the browser name this site in the
 * Origin of the page's own form posts: with "no-referrer" it sends `Origin: null`, and the Origin
 * check refuses a plain (script-free) form post as coming from elsewhere.
 */
export const TOKEN_PAGE_REFERRER_POLICY = "same-origin";

export const tokenPageReferrerMeta = { name: "referrer", content: TOKEN_PAGE_REFERRER_POLICY } as const;
