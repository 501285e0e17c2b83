import type { Locale } from "../auth/locale.ts";
import type { EmailMessage } from "./mailer.server.ts";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

export interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  footer: string;
  /** A small unsubscribe line under the footer (newsletter mail), e.g. "Unsubscribe: {url}". */
  unsubscribe?: { url: string; label: string };
}

export function render(to: string, parts: Parts): EmailMessage {
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p, i) => (i === 0 && parts.link ? [p, "", parts.link.url, ""] : [p, ""])),
    parts.footer,
    ...(parts.unsubscribe ? ["", `${parts.unsubscribe.label}: ${parts.unsubscribe.url}`] : []),
    "",
  ].join("\n");
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = parts.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;padding:12px 20px;background:#b42318;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(parts.link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeHtml(parts.link.url)}</p>`
    : "";
  const [first = "", ...rest] = parts.paragraphs;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    para(parts.greeting),
    para(first),
    button,
    ...rest.map(para),
    `<p style="margin:24px 0 0;font-size:14px;color:#555">${escapeHtml(parts.footer)}</p>`,
    parts.unsubscribe
      ? `<p style="margin:8px 0 0;font-size:14px;color:#555"><a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#555">${escapeHtml(parts.unsubscribe.label)}</a></p>`
      : "",
    `</body></html>`,
  ].join("");
  return { to, subject: parts.subject, text, html };
}

export const FOOTER: Record<Locale, string> = {
  en: "ABA Atlas: find ABA autism therapy providers near you.",
  es: "ABA Atlas: encuentre proveedores de terapia ABA para el autismo cerca de usted.",
};

function greeting(locale: Locale, name: string): string {
  return locale === "es" ? `Hola, ${name}:` : `Hello ${name},`;
}

export function verifyEmailMessage(locale: Locale, to: string, name: string, url: string): EmailMessage {
  return render(
    to,
    locale === "es"
      ? {
          subject: "Confirme su correo electrónico para ABA Atlas",
          greeting: greeting(locale, name),
          paragraphs: [
            "Gracias por crear una cuenta en ABA Atlas. Confirme su dirección de correo electrónico con este enlace:",
            "El enlace vence en 48 horas y solo se puede usar una vez. Si usted no creó esta cuenta, ignore este mensaje.",
          ],
          link: { url, label: "Confirmar mi correo electrónico" },
          footer: FOOTER.es,
        }
      : {
          subject: "Confirm your email address for ABA Atlas",
          greeting: greeting(locale, name),
          paragraphs: [
            "Thank you for creating an ABA Atlas account. Please confirm your email address with this link:",
            "The link expires in 48 hours and works once. If you did not create this account, you can ignore this message.",
          ],
          link: { url, label: "Confirm my email address" },
          footer: FOOTER.en,
        },
  );
}

export function resetPasswordMessage(locale: Locale, to: string, name: string, url: string): EmailMessage {
  return render(
    to,
    locale === "es"
      ? {
          subject: "Restablezca su contraseña de ABA Atlas",
          greeting: greeting(locale, name),
          paragraphs: [
            "Recibimos una solicitud para restablecer la contraseña de su cuenta de ABA Atlas. Elija una nueva contraseña con este enlace:",
            "El enlace vence en 1 hora y solo se puede usar una vez. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.",
          ],
          link: { url, label: "Elegir una nueva contraseña" },
          footer: FOOTER.es,
        }
      : {
          subject: "Reset your ABA Atlas password",
          greeting: greeting(locale, name),
          paragraphs: [
            "We received a request to reset the password of your ABA Atlas account. Choose a new password with this link:",
            "The link expires in 1 hour and works once. If you did not ask for this, ignore this message: your password stays the same.",
          ],
          link: { url, label: "Choose a new password" },
          footer: FOOTER.en,
        },
  );
}

export function passwordChangedMessage(locale: Locale, to: string, name: string, resetUrl: string): EmailMessage {
  return render(
    to,
    locale === "es"
      ? {
          subject: "Se cambió su contraseña de ABA Atlas",
          greeting: greeting(locale, name),
          paragraphs: [
            "La contraseña de su cuenta de ABA Atlas acaba de cambiar y se cerraron sus otras sesiones.",
            `Si no fue usted, restablezca su contraseña de inmediato en ${resetUrl} y comuníquese con nosotros.`,
          ],
          footer: FOOTER.es,
        }
      : {
          subject: "Your ABA Atlas password was changed",
          greeting: greeting(locale, name),
          paragraphs: [
            "The password of your ABA Atlas account was just changed, and your other sessions were signed out.",
            `If this was not you, reset your password right away at ${resetUrl} and contact us.`,
          ],
          footer: FOOTER.en,
        },
  );
}
