import type { insightsEn } from "./insights.en.ts";

/** Spanish texts of owner insights and the chart component (issue 11), spread into es.ts. */
export const insightsEs: Record<keyof typeof insightsEn, string> = {
  "chart.summary": "{total} en total; máximo: {max} el {label}.",
  "chart.summaryEmpty": "Todavía no se ha contado nada en este periodo.",
  "chart.showTable": "Mostrar los números",
  "chart.total": "Total",
  "insights.heading": "Estadísticas, últimos {days} días",
  "insights.viewsChart": "Visitas a la ficha por día, últimos {days} días",
  "insights.totalsLabel": "Totales, últimos {days} días",
  "insights.day": "Día",
  "insights.views": "Visitas a la ficha",
  "insights.appearances": "Apariciones en búsquedas",
  "insights.phone": "Clics en el teléfono",
  "insights.website": "Clics en el sitio web",
  "insights.directions": "Clics en «Cómo llegar»",
  "insights.email": "Clics en el correo",
  "insights.note":
    "No se cuentan los buscadores ni otras visitas automáticas, y no se guarda nada sobre sus visitantes: solo los números diarios.",
  "insights.link.phone": "número de teléfono",
  "insights.link.website": "sitio web",
  "insights.link.directions": "dirección",
  "insights.link.email": "correo electrónico",
  "insights.outMissing": "No tenemos {link} de {name}",
  "insights.outMissingText": "Este proveedor no nos ha dado su {link}. Su ficha tiene las otras formas de contactarlo.",
  "insights.outBack": "Volver a {name}",
  "detail.directions": "Cómo llegar",
};
