import type { Locale } from "../auth/locale.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import { FOOTER, render } from "../email/templates.ts";

/** The double opt-in message: one link that confirms the subscription (7 days, single use). */
export function newsletterConfirmMessage(locale: Locale, to: string, url: string): EmailMessage {
  return render(
    to,
    locale === "es"
      ? {
          subject: "Confirme su suscripción al boletín de ABA Atlas",
          greeting: "Hola:",
          paragraphs: [
            "Alguien (esperamos que usted) pidió recibir el boletín de ABA Atlas en esta dirección. Confirme su suscripción con este enlace:",
            "El enlace vence en 7 días y solo se puede usar una vez. Si usted no lo pidió, ignore este mensaje: no le enviaremos nada más.",
          ],
          link: { url, label: "Confirmar mi suscripción" },
          footer: FOOTER.es,
        }
      : {
          subject: "Confirm your ABA Atlas newsletter subscription",
          greeting: "Hello,",
          paragraphs: [
            "Someone (we hope you) asked to receive the ABA Atlas newsletter at this address. Please confirm your subscription with this link:",
            "The link expires in 7 days and works once. If you did not ask for this, ignore this message: we will not write again.",
          ],
          link: { url, label: "Confirm my subscription" },
          footer: FOOTER.en,
        },
  );
}

/**
 * RFC 2369 / RFC 8058 headers: mail programs show an "Unsubscribe" button that POSTs
 * "List-Unsubscribe=One-Click" to the URL, with no further step.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Sent once an address is confirmed. Like every newsletter email, it carries the unsubscribe link and headers. */
export function newsletterWelcomeMessage(locale: Locale, to: string, unsubscribeUrl: string): EmailMessage {
  const message = render(
    to,
    locale === "es"
      ? {
          subject: "Bienvenido al boletín de ABA Atlas",
          greeting: "Hola:",
          paragraphs: [
            "Gracias por confirmar su suscripción al boletín de ABA Atlas. Le escribiremos cuando publiquemos guías nuevas sobre la terapia ABA, la cobertura de seguros y la ayuda financiera.",
            "Si cambia de opinión, puede darse de baja en cualquier momento con el enlace que aparece al final de cada correo.",
          ],
          footer: FOOTER.es,
          unsubscribe: { url: unsubscribeUrl, label: "Darse de baja" },
        }
      : {
          subject: "Welcome to the ABA Atlas newsletter",
          greeting: "Hello,",
          paragraphs: [
            "Thank you for confirming your subscription to the ABA Atlas newsletter. We will write when we publish new guides about ABA therapy, insurance coverage and financial aid.",
            "If you change your mind, you can unsubscribe at any time with the link at the end of every email.",
          ],
          footer: FOOTER.en,
          unsubscribe: { url: unsubscribeUrl, label: "Unsubscribe" },
        },
  );
  return { ...message, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}
