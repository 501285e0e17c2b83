import type { expiryEn } from "./expiry.en.ts";

/** Textos de los datos que caducan (issue 29). Se incorporan a es.ts. */
export const expiryEs: Record<keyof typeof expiryEn, string> = {
  "expiry.notConfirmedSince": "No confirmado desde el {date}",
  "expiry.intakeCurrent": "Nuevos clientes y espera confirmados el {date}. Fuente: {source}",
  "expiry.intakeExpired":
    "Si aceptan nuevos clientes: no confirmado desde el {date}. Pregunte al proveedor antes de contar con ello.",
  "expiry.intakeUnconfirmed": "No se ha confirmado si aceptan nuevos clientes.",
  "expiry.factExpired": "No confirmado desde el {date}: puede haber cambiado, así que consúltelo con el proveedor.",
};
