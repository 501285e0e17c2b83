const ONE_YEAR = 60 * 60 * 24 * 365;

/** A long-lived preference cookie (language, theme), readable by our scripts on purpose. */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
