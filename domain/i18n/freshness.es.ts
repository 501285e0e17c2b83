import type { freshnessEn } from "./freshness.en.ts";

/** Textos de la página pública de vigencia (issue 29, /freshness). */
export const freshnessEs: Record<keyof typeof freshnessEn, string> = {
  "footer.freshness": "Qué tan al día estamos",
  "freshness.metaDescription":
    "Cuántos anuncios de ABA Atlas confirmaron hace poco su disponibilidad y los seguros que aceptan, en todo el país y en cada estado, actualizado a diario.",
  "freshness.eyebrow": "Cifras honestas",
  "freshness.title": "Qué tan al día están nuestros anuncios",
  "freshness.lead":
    "La disponibilidad y los seguros aceptados cambian. Aquí puede ver cuántos anuncios los confirmaron hace poco, en todo el país y en cada estado.",
  "freshness.asOf": "Cifras del {date} (UTC), calculadas una vez al día a partir de nuestra base de datos.",
  "freshness.notComputed":
    "Estas cifras aún no se han calculado. Se calculan una vez al día, poco después de la medianoche UTC: vuelva más tarde.",
  "freshness.realTitle": "Anuncios de proveedores reales",
  "freshness.noReal": "Todavía no hay anuncios activos de proveedores reales.",
  "freshness.demoTitle": "Anuncios de demostración",
  "freshness.demoNote":
    "Este sitio muestra anuncios de demostración inventados para enseñar cómo funciona. Se cuentan aquí, aparte, y nunca en las cifras de proveedores reales de arriba.",
  "freshness.realCaption": "Anuncios activos de proveedores reales y porcentaje confirmado hace poco, por estado",
  "freshness.demoCaption": "Anuncios de demostración activos y porcentaje confirmado hace poco, por estado",
  "freshness.col.area": "Zona",
  "freshness.col.active": "Anuncios activos",
  "freshness.col.intake": "Clientes nuevos confirmados en los últimos {days} días",
  "freshness.col.insurers": "Seguros confirmados en los últimos {days} días",
  "freshness.nationwide": "Estados Unidos, todos los estados",
  "freshness.share": "{percent} % ({count})",
  "freshness.methodTitle": "Cómo se calculan estas cifras",
  "freshness.method.active":
    "Los anuncios activos son los que el sitio muestra ese día. No se cuentan los anuncios ocultos, cerrados ni fusionados.",
  "freshness.method.intake":
    "Clientes nuevos: un anuncio cuenta si se confirmó en los últimos {days} días si acepta clientes nuevos y su lista de espera. Pasado ese plazo, la página del anuncio ya no lo muestra como vigente, sino la fecha de la última confirmación.",
  "freshness.method.insurers":
    "Seguros: un anuncio cuenta si los seguros que acepta se confirmaron en los últimos {days} días; pasado ese plazo, la página del anuncio indica cuándo se confirmaron por última vez.",
  "freshness.method.who":
    "Cada confirmación se guarda con su fecha y con quién la hizo: el dueño del anuncio (al guardar su anuncio o al responder a nuestro correo de recordatorio), nuestros administradores (a mano o en una importación de anuncios) o el dueño al aceptar una corrección sugerida por un visitante.",
  "freshness.method.registry":
    "El registro nacional de proveedores (NPPES) nos da nombres, direcciones y credenciales, nunca disponibilidad ni seguros: los datos del registro nunca confirman ninguno de los dos.",
  "freshness.method.share":
    "El porcentaje es el número de anuncios confirmados dividido entre los anuncios activos de esa zona, redondeado a un decimal. Los anuncios de demostración se cuentan aparte de los reales.",
  "freshness.method.daily":
    "Las cifras se calculan una vez al día, poco después de la medianoche UTC, con un solo recuento de todos los anuncios activos, y la fecha de arriba es ese día.",
  "freshness.method.api": "Las mismas cifras en JSON, para que cualquiera las reutilice:",
};
