import type { MessageKey } from "./en.ts";

/** Spanish interface text. */
export const es: Record<MessageKey, string> = {
  "site.name": "ABA Atlas",
  "site.tagline": "Encuentre proveedores de terapia ABA para el autismo cerca de usted",
  "site.description":
    "Busque proveedores de terapia ABA (análisis aplicado de la conducta) para el autismo en los Estados Unidos por código postal, ciudad, servicio y seguro.",
  "common.loading": "Cargando…",
  "common.skipToContent": "Saltar al contenido principal",
  "home.heroTitle": "Encuentre proveedores de terapia ABA cerca de usted",
  "home.heroSubtitle": "Busque por código postal, ciudad o nombre del centro y luego filtre por servicio, seguro y distancia.",
  "home.searchLabel": "Buscar proveedores",
  "home.searchPlaceholder": "Ingrese código postal, ciudad o nombre del centro",
  "home.searchButton": "Buscar",
  "home.nationwideHeading": "Centros de terapia ABA en todo el país",
  "home.liveCoverage": "Cobertura en vivo",
  "home.providerCount": "{count} proveedores en {states} estados y DC",
  "notFound.title": "404 Página no encontrada",
  "notFound.text": "¿Olvidó agregar la página al enrutador?",
  "notFound.home": "Ir a la página de inicio",
  "error.title": "Algo salió mal",
  "error.text": "No pudimos mostrar esta página. Inténtelo de nuevo en un momento.",
  "footer.demoData": "Los proveedores que se muestran son datos ficticios de demostración, no negocios reales.",
  "health.title": "Estado del sistema",
};
