import type { remindersEn } from "./reminders.en.ts";

/** Spanish texts of the owner reminders (issue 29). */
export const remindersEs: Record<keyof typeof remindersEn, string> = {
  "reminderEmail.subject": "Confirme sus anuncios en ABA Atlas",
  "reminderEmail.intro":
    "Las familias cuentan con información actual sobre admisión y seguros. Algunos datos de sus anuncios vencen pronto: un clic en un enlace de abajo los confirma o actualiza, sin iniciar sesión.",
  "reminderEmail.listing": "{name} ({city}, {state})",
  "reminderEmail.due.intake": "La admisión (clientes nuevos y lista de espera) vence el {date}:",
  "reminderEmail.due.insurances": "Los seguros vencen el {date}:",
  "reminderEmail.action.accepting": "Sigue aceptando clientes nuevos",
  "reminderEmail.action.waitlist": "La lista de espera es ahora de unas N semanas",
  "reminderEmail.action.not_accepting": "No acepta clientes por ahora",
  "reminderEmail.action.insurers_unchanged": "Los seguros no han cambiado",
  "reminderEmail.note":
    "Cada enlace funciona una vez, hasta el {date}. Para cambiar otra cosa, inicie sesión y edite sus anuncios: {url}",

  "reminders.title": "Actualice su anuncio",
  "reminders.confirm.accepting": "{name} acepta clientes nuevos.",
  "reminders.confirm.waitlist": "¿De cuántas semanas es ahora, más o menos, la lista de espera de {name}?",
  "reminders.confirm.not_accepting": "{name} no acepta clientes nuevos por ahora.",
  "reminders.confirm.insurers_unchanged": "{name} sigue aceptando los mismos seguros que figuran en el anuncio.",
  "reminders.confirmHint": "Nada cambia hasta que pulse el botón.",
  "reminders.button": "Confirmar",
  "reminders.submitting": "Guardando…",
  "reminders.weeksLabel": "Lista de espera, en semanas",
  "reminders.weeksError": "Escriba un número entero de semanas entre 0 y {max}.",
  "reminders.done.accepting": "Guardado: {name} figura como que acepta clientes nuevos, confirmado hoy.",
  "reminders.done.waitlist": "Guardado: {name} muestra una lista de espera de unas {weeks} semanas, confirmado hoy.",
  "reminders.done.not_accepting":
    "Guardado: {name} figura como que no acepta clientes nuevos por ahora, confirmado hoy.",
  "reminders.done.insurers_unchanged": "Guardado: los seguros de {name} quedan confirmados a fecha de hoy.",
  "reminders.editMore": "Editar más datos de este anuncio (hay que iniciar sesión)",
  "reminders.usedTitle": "Este enlace ya se usó",
  "reminders.used":
    "Cada enlace de un recordatorio funciona una vez, y este (u otro enlace del mismo correo para este dato) ya se usó. Para cambiar el anuncio, inicie sesión y edítelo.",
  "reminders.expiredTitle": "Este enlace ha caducado",
  "reminders.expired":
    "Los enlaces de un recordatorio funcionan {days} días. Para actualizar el anuncio, inicie sesión y edítelo.",
  "reminders.unknownTitle": "Este enlace no funciona",
  "reminders.unknown":
    "Puede que se copiara incompleto, o que el anuncio ya no sea suyo. Para actualizar un anuncio, inicie sesión y edítelo.",
  "reminders.rateLimitedTitle": "Demasiados intentos",
  "reminders.rateLimited": "Demasiados intentos con enlaces desde su red. Espere unos minutos y vuelva a intentarlo.",
  "reminders.signIn": "Iniciar sesión en Mis anuncios",
  "reminders.factsLabel": "Datos por confirmar",
  "reminders.expiresOn.intake": "La admisión vence el {date}",
  "reminders.expiresOn.insurances": "Los seguros vencen el {date}",
  "reminders.expiresOn.openingHours": "El horario vence el {date}",
  "reminders.expiresOn.services": "Los servicios vencen el {date}",
  "reminders.expiredOn.intake": "La admisión venció el {date}",
  "reminders.expiredOn.insurances": "Los seguros vencieron el {date}",
  "reminders.expiredOn.openingHours": "El horario venció el {date}",
  "reminders.expiredOn.services": "Los servicios vencieron el {date}",
};
