import type { Locale } from "../auth/locale.ts";
import type { MessageParams } from "../auth/messages.ts";
import { CONTACT_LIMITS } from "./constants.ts";

/**
 * Messages of the contact form and the newsletter (server/contact, server/newsletter), in both
 * languages. Page actions and the JSON API translate through here, like server/auth/messages.ts.
 */
const en = {
  invalid_input: "Please correct the highlighted fields.",
  invalid_json: "The request body must be JSON.",
  required: "This field is required.",
  name_too_long: "Use at most {nameMax} characters.",
  email_invalid: "Please enter a valid email address, like name@example.com.",
  topic_invalid: "Please choose a topic from the list.",
  message_too_short: "Please write at least {messageMin} characters so we can help.",
  message_too_long: "Please keep your message under {messageMax} characters.",
  rate_limited: "Too many attempts, try again in {minutes} minutes.",
  newsletter_check_inbox:
    "Thank you! Please check your inbox: we sent you a link to confirm your subscription. It works for 7 days.",
  newsletter_subscribed:
    "You're subscribed. Thank you! We sent a welcome email with a link to unsubscribe at any time.",
  newsletter_already_subscribed: "You're already subscribed. There is nothing more to do.",
  newsletter_link_invalid:
    "This link is not valid: it may have expired (confirmation links work for 7 days). Please sign up again.",
  newsletter_unsubscribed: "You have been unsubscribed. You will not receive our newsletter anymore.",
  newsletter_already_unsubscribed: "This address is already unsubscribed. You will not receive our newsletter.",
} as const;

export type FormMessageCode = keyof typeof en;

export function isFormMessageCode(value: unknown): value is FormMessageCode {
  return typeof value === "string" && Object.hasOwn(en, value);
}

const es: Record<FormMessageCode, string> = {
  invalid_input: "Corrija los campos señalados.",
  invalid_json: "El cuerpo de la solicitud debe ser JSON.",
  required: "Este campo es obligatorio.",
  name_too_long: "Use como máximo {nameMax} caracteres.",
  email_invalid: "Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com.",
  topic_invalid: "Elija un tema de la lista.",
  message_too_short: "Escriba al menos {messageMin} caracteres para que podamos ayudarle.",
  message_too_long: "Su mensaje debe tener menos de {messageMax} caracteres.",
  rate_limited: "Demasiados intentos, inténtelo de nuevo en {minutes} minutos.",
  newsletter_check_inbox:
    "¡Gracias! Revise su bandeja de entrada: le enviamos un enlace para confirmar su suscripción. Es válido durante 7 días.",
  newsletter_subscribed:
    "Ya está suscrito. ¡Gracias! Le enviamos un correo de bienvenida con un enlace para darse de baja cuando quiera.",
  newsletter_already_subscribed: "Ya está suscrito. No necesita hacer nada más.",
  newsletter_link_invalid:
    "Este enlace no es válido: puede que haya vencido (los enlaces de confirmación son válidos durante 7 días). Vuelva a suscribirse.",
  newsletter_unsubscribed: "Se canceló su suscripción. Ya no recibirá nuestro boletín.",
  newsletter_already_unsubscribed: "Esta dirección ya no está suscrita. No recibirá nuestro boletín.",
};

const catalogs: Record<Locale, Record<FormMessageCode, string>> = { en, es };

export function formMessage(code: FormMessageCode, locale: Locale, params: MessageParams = {}): string {
  const all: MessageParams = { ...CONTACT_LIMITS, ...params };
  return catalogs[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    all[name] === undefined ? whole : String(all[name]),
  );
}
