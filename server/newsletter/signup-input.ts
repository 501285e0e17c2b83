import { z } from "zod";
import { emailAddress } from "../auth/validation.ts";

/** Addresses are kept lower-cased, so "Ana@Example.com" and "ana@example.com" are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The newsletter signup's fields (the form, and the body of POST /api/newsletter). */
export const signupInput = z.preprocess(
  (input) => {
    const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    const listingId = source.listingId;
    return {
      email: typeof source.email === "string" ? source.email : "",
      listingId: typeof listingId === "number" ? String(listingId) : typeof listingId === "string" ? listingId : "",
    };
  },
  z.object({
    email: emailAddress,
    // Optional and informational (which listing page the signup came from): anything odd is ignored.
    listingId: z.string().transform((v) => (/^[1-9]\d{0,8}$/.test(v.trim()) ? Number(v.trim()) : null)),
  }),
);
