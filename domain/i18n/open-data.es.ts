import type { openDataEn } from "./open-data.en.ts";

/** Spanish texts of the HSDS open data (docs/open-data.md), spread into es.ts. */
export const openDataEs: Record<keyof typeof openDataEn, string> = {
  "apiMessage.dataPackageBuilding":
    "El paquete de datos se está preparando. Vuelva a intentarlo en un minuto (vea el encabezado Retry-After).",
};
