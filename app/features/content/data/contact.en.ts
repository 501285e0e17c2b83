import type { ContactPhrases } from "./contact.ts";

export const contactEn: ContactPhrases = {
  contactUs: {
    email: "at {email} or through our [contact form](/contact)",
    form: "through our [contact form](/contact)",
  },
  postalAddress: " Post: ABA Atlas, {address}.",
};
