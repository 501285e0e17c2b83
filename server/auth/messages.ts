import { minutesToWait } from "../rate-limit/rate-limit.server.ts";
import type { Locale } from "./locale.ts";

/**
 * Messages the auth use cases answer with, in both languages. Page actions and the JSON API
 * both translate through here, so a rule's wording lives in one place.
 */
const en = {
  invalid_input: "Please correct the highlighted fields.",
  invalid_json: "The request body must be JSON.",
  required: "This field is required.",
  username_invalid: "Use 3 to 32 characters: letters, numbers, dots, dashes or underscores.",
  username_taken: "That username is taken. Please choose another one.",
  email_invalid: "Please enter a valid email address.",
  email_taken: "An account with this email address already exists. Sign in, or reset your password if you forgot it.",
  full_name_too_long: "Use at most 100 characters.",
  password_too_short: "Use at least {min} characters.",
  password_too_long: "Use at most {max} characters.",
  password_common: "This is one of the most common passwords, so it is easy to guess. Please choose another one.",
  password_context: "Do not use your username, your email address or the site's name as your password.",
  password_same: "Your new password must be different from your current one.",
  current_password_wrong: "Your current password is not correct.",
  invalid_credentials: "The username or email address, or the password, is not correct.",
  rate_limited: "Too many attempts, try again in {minutes} minutes.",
  rate_limited_one: "Too many attempts, try again in 1 minute.",
  reset_sent: "If an account exists for that address, we sent a link to reset its password. The link works for 1 hour.",
  token_invalid: "This link is not valid: it may have been used already or have expired. Please request a new one.",
  password_reset_done: "Your password was changed. Sign in with your new password.",
  password_changed: "Your password was changed. Your other sessions were signed out.",
  email_verified: "Thank you: your email address is confirmed.",
  signed_out: "You are signed out.",
  unauthorized: "Please sign in first.",
  forbidden: "You do not have permission to do that.",
  forbidden_origin: "This request did not come from this site, so it was refused.",
  not_found: "Not found.",
  internal_error: "Something went wrong on our side. Please try again.",
} as const;

export type AuthMessageCode = keyof typeof en;

export function isAuthMessageCode(value: unknown): value is AuthMessageCode {
  return typeof value === "string" && Object.hasOwn(en, value);
}

const es: Record<AuthMessageCode, string> = {
  invalid_input: "Corrija los campos señalados.",
  invalid_json: "El cuerpo de la solicitud debe ser JSON.",
  required: "Este campo es obligatorio.",
  username_invalid: "Use de 3 a 32 caracteres: letras, números, puntos, guiones o guiones bajos.",
  username_taken: "Ese nombre de usuario ya está en uso. Elija otro.",
  email_invalid: "Ingrese una dirección de correo electrónico válida.",
  email_taken:
    "Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión o restablezca su contraseña si la olvidó.",
  full_name_too_long: "Use como máximo 100 caracteres.",
  password_too_short: "Use al menos {min} caracteres.",
  password_too_long: "Use como máximo {max} caracteres.",
  password_common: "Esta es una de las contraseñas más comunes, así que es fácil de adivinar. Elija otra.",
  password_context: "No use su nombre de usuario, su correo electrónico ni el nombre del sitio como contraseña.",
  password_same: "La nueva contraseña debe ser distinta de la actual.",
  current_password_wrong: "Su contraseña actual no es correcta.",
  invalid_credentials: "El nombre de usuario o correo electrónico, o la contraseña, no es correcto.",
  rate_limited: "Demasiados intentos, inténtelo de nuevo en {minutes} minutos.",
  rate_limited_one: "Demasiados intentos, inténtelo de nuevo en 1 minuto.",
  reset_sent:
    "Si existe una cuenta con esa dirección, le enviamos un enlace para restablecer su contraseña. El enlace es válido durante 1 hora.",
  token_invalid: "Este enlace no es válido: puede que ya se haya usado o que haya vencido. Solicite uno nuevo.",
  password_reset_done: "Se cambió su contraseña. Inicie sesión con la nueva contraseña.",
  password_changed: "Se cambió su contraseña. Se cerraron sus otras sesiones.",
  email_verified: "Gracias: su dirección de correo electrónico está confirmada.",
  signed_out: "Se cerró su sesión.",
  unauthorized: "Primero inicie sesión.",
  forbidden: "No tiene permiso para hacer eso.",
  forbidden_origin: "Esta solicitud no vino de este sitio, así que se rechazó.",
  not_found: "No encontrado.",
  internal_error: "Algo salió mal de nuestro lado. Inténtelo de nuevo.",
};

const catalogs: Record<Locale, Record<AuthMessageCode, string>> = { en, es };

export type MessageParams = Record<string, string | number>;

export function authMessage(code: AuthMessageCode, locale: Locale, params: MessageParams = {}): string {
  const template = catalogs[locale][code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The translated 429 text for a wait in seconds. */
export function rateLimitMessage(locale: Locale, retryAfterSeconds: number): string {
  const minutes = minutesToWait(retryAfterSeconds);
  return minutes === 1 ? authMessage("rate_limited_one", locale) : authMessage("rate_limited", locale, { minutes });
}
