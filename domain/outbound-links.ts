/**
 * Where a listing's contact links lead, from its own stored values only: /out/{id}/{kind}
 * redirects there (and counts the click), so it can never be made to send a visitor anywhere
 * else (no open redirect: nothing of the request but the listing id and the kind is used).
 */
import type { ClickKind } from "./insights.ts";
import { phoneHref } from "./phone.ts";

export interface OutboundListing {
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

const EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[^\s@<>()"',;:\\]+$/;

/** A web address a browser may be sent to: http or https, nothing else (no javascript:, data:). */
function webAddress(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Driving directions to the practice in the visitor's map app (Google Maps' universal URL). */
function directions(l: OutboundListing): string | null {
  const address = [l.address, l.city, [l.state, l.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const destination = l.address
    ? address
    : l.latitude !== null && l.longitude !== null
      ? `${l.latitude},${l.longitude}`
      : null;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination })}`;
}

export function outboundTarget(listing: OutboundListing, kind: ClickKind): string | null {
  switch (kind) {
    case "phone":
      return phoneHref(listing.phone);
    case "email":
      return listing.email && EMAIL.test(listing.email.trim()) ? `mailto:${listing.email.trim()}` : null;
    case "website":
      return webAddress(listing.website);
    case "directions":
      return directions(listing);
  }
}

/** The counted link to a listing's phone, email, website or directions. */
export const outboundHref = (listingId: number, kind: ClickKind) => `/out/${listingId}/${kind}`;
