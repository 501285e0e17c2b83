import type { parentReportsEn } from "./parent-reports.en.ts";

/** Spanish texts of "Did you contact them?" (issue 29). Spread into es.ts. */
export const parentReportsEs = {
  "parentReport.title": "¿Se comunicó con ellos?",
  "parentReport.intro":
    "Cuente a otras familias lo que encontró. No necesita cuenta, y no guardamos nombre, correo ni dirección.",
  "parentReport.open": "Avisar lo que encontró",
  "parentReport.kindLegend": "¿Qué encontró?",
  "parentReport.kind.not_accepting": "No están aceptando clientes nuevos",
  "parentReport.kind.longer_wait": "La espera es más larga de lo indicado",
  "parentReport.kind.phone_broken": "El número de teléfono no funciona",
  "parentReport.kind.insurance_refused": "No aceptan mi seguro",
  "parentReport.note": "¿Algo más? (opcional)",
  "parentReport.noteHint": "Hasta {max} caracteres. No incluya nombres ni datos de salud.",
  "parentReport.submit": "Enviar aviso",
  "parentReport.submitting": "Enviando…",
  "parentReport.pageTitle": "Avisar lo que encontró",
  "parentReport.backToListing": "Volver a {name}",
  "parentReport.disputedTitle": "Avisos de familias",
  "parentReport.disputed.not_accepting":
    "Varias familias avisaron desde el {date} que no están aceptando clientes nuevos.",
  "parentReport.disputed.longer_wait":
    "Varias familias avisaron desde el {date} que la espera es más larga de lo indicado.",
  "parentReport.disputed.phone_broken":
    "Varias familias avisaron desde el {date} que el número de teléfono no funciona.",
  "parentReport.disputed.insurance_refused":
    "Varias familias avisaron desde el {date} que no aceptaron el seguro indicado.",
  "parentReport.ownerTitle": "Lo que avisaron las familias",
  "parentReport.ownerIntro":
    "Familias que se comunicaron con usted nos dijeron esto. Cuando varias avisan lo mismo, la ficha lo muestra hasta que usted confirme o corrija ese dato con el formulario de arriba.",
  "parentReport.reportedOn": "Aviso del {date}",
  "parentReport.noteLabel": "Su nota",
  "parentReport.adminTitle": "Avisos de familias",
  "parentReport.adminLead":
    "Lo que encontraron las familias al comunicarse con un proveedor. Tres personas que avisan lo mismo marcan el dato como discutido en la ficha hasta que su dueño lo confirme de nuevo; descarte un aviso sin fundamento.",
  "parentReport.adminEmpty": "No hay avisos abiertos.",
  "parentReport.adminFor": "{name}: {kind}",
  "parentReport.adminDismiss": "Descartar",
  "parentReport.adminDismissed": "Aviso descartado: ya no cuenta.",
  "parentReport.email.subject": "Familias avisan que {name} puede estar desactualizado",
  "parentReport.email.intro":
    "Varias familias que se comunicaron con {name} nos dijeron: {kind}. Hasta que usted lo confirme o corrija, ABA Atlas muestra sus avisos en su ficha.",
  "parentReport.email.note": "Si su ficha es correcta, guardarla de nuevo con los datos actuales la confirma hoy.",
  "parentReport.email.button": "Revisar mi ficha",
} as const satisfies Record<keyof typeof parentReportsEn, string>;
