import type { wayfindingEn } from "./wayfinding.en.ts";

/** Spanish wayfinding texts (see wayfinding.en.ts). */
export const wayfindingEs: Record<keyof typeof wayfindingEn, string> = {
  "search.titleName": "Proveedores de terapia ABA que coinciden con “{query}”",
  "search.descriptionName":
    "Proveedores de terapia ABA cuyo nombre coincide con “{query}”: compare servicios, seguros aceptados, calificaciones y distancia.",
  "filters.searchPlaceholder": "p. ej., 78704 o Austin",
  "notFound.searchLabel": "Busque proveedores por código postal, ciudad o nombre del centro",
  "notFound.searchButton": "Buscar",
  "notFound.linksTitle": "O pruebe una de estas páginas",
};
