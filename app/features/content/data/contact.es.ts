import type { ContactPhrases } from "./contact.ts";

export const contactEs: ContactPhrases = {
  contactUs: {
    email: "a {email} o a través de nuestro [formulario de contacto](/contact)",
    form: "a través de nuestro [formulario de contacto](/contact)",
  },
  postalAddress: " Por correo postal: ABA Atlas, {address}.",
};
