/**
 * The site's contact address: where /contact messages are delivered (with Reply-To set to the
 * visitor). The only place it is defined on the server; the footer shows the same address.
 */
export const CONTACT_INBOX = "hello@abaatlas.example";
