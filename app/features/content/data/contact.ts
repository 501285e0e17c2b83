/**
 * How the long-form texts say where to write to the team. Texts hold two placeholders, filled in
 * by the loader (fill-contact.ts) from the configuration (CONTACT_EMAIL, CONTACT_ADDRESS):
 * - {contactUs}: a phrase that follows "write to us" / "escríbanos": the email address and the
 *   contact form, or only the contact form when no address is configured;
 * - {postalAddress}: a sentence with the postal address (starting with a space), or nothing.
 */
export interface ContactPhrases {
  contactUs: {
    /** With a configured address: {email} is a [label](mailto:…) link. */
    email: string;
    /** Without one: the contact form only. */
    form: string;
  };
  /** {address} is the configured address, its lines joined by commas. */
  postalAddress: string;
}
