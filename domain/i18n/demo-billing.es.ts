import type { demoBillingEn } from "./demo-billing.en.ts";

/** Spanish texts of the demo mode's billing page (issue 11), spread into es.ts. */
export const demoBillingEs: Record<keyof typeof demoBillingEn, string> = {
  "owners.demoBillingTitle": "Facturación de demostración de {name}",
  "owners.demoBillingBanner":
    "Facturación de demostración: no se cobra ninguna tarjeta ni se envía nada a un proveedor de pagos",
  "owners.demoBillingPlan": "Plan: {tier}",
  "owners.demoBillingRenews": "Se renueva el {date}.",
  "owners.demoBillingEnds": "Cancelado: {tier} sigue hasta el {date}; después la ficha vuelve a Básico.",
  "owners.demoBillingCancel": "Cancelar al final del período pagado",
  "owners.demoBillingResume": "Mantener mi plan",
  "owners.demoBillingCancelled": "Cancelado. {tier} sigue hasta el {date}.",
  "owners.demoBillingResumed": "Su plan se renueva como antes.",
  "owners.demoBillingBack": "Volver a Mis fichas",
};
