import type { AboutContent } from "./about.ts";

export const aboutEs: AboutContent = {
  meta: {
    title: "Quiénes somos",
    description:
      "Para qué sirve ABA Atlas, cómo llegan los proveedores al directorio, cómo influyen los planes de pago en el orden de los resultados, cómo se moderan las reseñas y cómo comunicarse con nosotros.",
  },
  eyebrow: "Quiénes somos",
  heading: "Acerca de ABA Atlas",
  lead: "ABA Atlas es un directorio gratuito que ayuda a madres, padres, cuidadores y defensores en los Estados Unidos a encontrar proveedores de análisis aplicado de la conducta (ABA) para niños y adultos autistas, en inglés y en español.",
  sections: [
    {
      id: "what-we-do",
      title: "Para qué sirve este sitio",
      blocks: [
        {
          type: "p",
          text: "Buscar un proveedor suele obligar a comparar muchos centros a la vez: dónde están, qué servicios ofrecen, qué seguros aceptan y si tienen cupo para nuevos pacientes. ABA Atlas reúne esa información en un solo lugar para que usted pueda buscar por código postal, ciudad, estado, nombre del centro, servicio, seguro y distancia, en un mapa o en una lista.",
        },
        {
          type: "p",
          text: "Buscar es gratis para las familias y lo seguirá siendo. No necesita una cuenta para buscar, leer los anuncios ni consultar las guías.",
        },
        {
          type: "p",
          text: "Además del directorio publicamos guías en lenguaje sencillo: [qué es ABA y cómo elegir un proveedor](/resources), [formas de pagar la terapia](/autism-financial-aid) y [productos sensoriales con notas de seguridad](/autism-sensory-products). Cada guía cita sus fuentes e indica la fecha de su última revisión.",
        },
        {
          type: "note",
          text: "ABA Atlas no ofrece terapia, diagnósticos ni consejos médicos, y aparecer en el directorio no es una recomendación. Compruebe siempre usted mismo las credenciales del profesional y su cobertura; en nuestra [página de recursos](/resources#credentials) le explicamos cómo.",
        },
      ],
    },
    {
      id: "listings",
      title: "Cómo llegan los anuncios al directorio",
      blocks: [
        { type: "p", text: "Un proveedor puede aparecer en ABA Atlas de dos maneras:" },
        {
          type: "ul",
          items: [
            "**El proveedor lo publica.** El dueño de un centro crea un anuncio con su dirección, datos de contacto, servicios, horario y seguros aceptados. Los anuncios básicos son gratuitos.",
            "**El dueño lo reclama.** Si el centro ya aparece en el directorio, su dueño puede reclamar el anuncio y mantenerlo al día desde su cuenta.",
          ],
        },
        {
          type: "p",
          text: "Los proveedores que hacen visitas a domicilio u ofrecen telesalud pueden indicar dónde atienden (una distancia desde su oficina, códigos postales, condados o estados), para que una búsqueda desde un lugar que atienden los encuentre. Los lugares y condados de los códigos postales provienen de [GeoNames](https://www.geonames.org/) (Creative Commons Atribución 4.0).",
        },
        {
          type: "p",
          text: "Cada dueño es responsable de lo que dice su anuncio. No inspeccionamos los centros ni confirmamos cada dato, así que el horario, los seguros o la disponibilidad pueden cambiar antes de que se actualice el anuncio. Llame al proveedor para confirmarlo antes de hacer planes.",
        },
        {
          type: "p",
          text: "Si un proveedor acepta clientes nuevos y qué seguros acepta se dan por vigentes solo durante un tiempo fijo desde su última confirmación; después, el anuncio indica cuándo se confirmaron por última vez. [Qué tan al día están nuestros anuncios](/freshness) muestra, para todo el país y cada estado, cuántos anuncios están vigentes hoy.",
        },
        {
          type: "p",
          text: "Si ve algo incorrecto, como un centro cerrado, un teléfono equivocado o un anuncio que no corresponde a un proveedor de ABA, [avísenos](/contact) y lo revisaremos.",
        },
      ],
    },
    {
      id: "paid-placement",
      title: "Cómo influyen los planes de pago en el orden de los resultados",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas se financia con lo que pagan los proveedores, no las familias. Un proveedor puede mantener un anuncio básico gratuito o pagar un plan ([vea los precios](/pricing)). Esto es exactamente lo que cambia un plan de pago:",
        },
        {
          type: "ul",
          items: [
            "**El orden.** En el orden predeterminado de los anuncios, los planes de pago aparecen primero: Destacado, luego Premium Estatal, luego Premium Ciudad, luego Premium y Premium Local y, por último, Básico. Dentro de cada grupo, los anuncios se ordenan por nombre.",
            "**Una etiqueta visible.** Los anuncios de pago llevan la insignia **Destacado** o **Premium** en su tarjeta en cualquier parte del sitio, incluidos los resultados de búsqueda, para que siempre pueda distinguir la ubicación pagada. Los anuncios básicos no llevan insignia. En el mapa, cada plan tiene su propio color de marcador.",
            "**Más información en la tarjeta.** Las tarjetas Destacado y Premium muestran el comienzo de la descripción del proveedor; las Destacado tienen además un borde rojo más grueso.",
          ],
        },
        {
          type: "p",
          text: "Lo que un plan de pago **no** cambia: si usted ordena los resultados por distancia, calificación o nombre, se respeta ese orden, sea cual sea el plan. Pagar nunca cambia las reseñas ni la calificación promedio de un proveedor, y tampoco compra una recomendación nuestra.",
        },
      ],
    },
    {
      id: "reviews",
      title: "Cómo se moderan las reseñas",
      blocks: [
        {
          type: "p",
          text: "Las reseñas las escriben los visitantes sobre su propia experiencia con un proveedor. Cada reseña lleva una calificación en estrellas, y el promedio que aparece en un anuncio se calcula con todas las reseñas publicadas. Los proveedores pueden publicar una respuesta pública a una reseña.",
        },
        {
          type: "ul",
          items: [
            "Cualquier persona puede denunciar una reseña que incumpla nuestras normas; por ejemplo, una reseña falsa, ofensiva, que no trate del proveedor o que revele información médica privada de alguien. Las denuncias llegan a nuestro equipo de moderación.",
            "El equipo de moderación revisa cada denuncia y puede retirar una reseña que incumpla las normas. No retiramos reseñas por ser negativas, y no permitimos que los proveedores paguen para ocultarlas ni modificarlas.",
            "Por favor, no incluya en una reseña el nombre completo de un niño, detalles de su diagnóstico ni otros datos privados.",
          ],
        },
        {
          type: "p",
          text: "Las normas completas están en nuestras [condiciones de uso](/terms-conditions#reviews).",
        },
      ],
    },
    {
      id: "our-guides",
      title: "De dónde viene nuestra información",
      blocks: [
        {
          type: "p",
          text: "Redactamos nuestras guías con nuestras propias palabras a partir de fuentes públicas: organismos del gobierno como CMS, TRICARE, HealthCare.gov y el IRS, la junta que certifica a los analistas de conducta (BACB), investigaciones revisadas por expertos y, cuando no hay nada mejor, informes de proveedores, defensores y periodistas. Enlazamos cada fuente junto a la afirmación que respalda e indicamos cuándo una fuente es una opinión o el punto de vista de un proveedor.",
        },
        {
          type: "p",
          text: "Los programas, los límites y las leyes cambian. Cada guía muestra la fecha de su última revisión; si encuentra algo desactualizado, [avísenos](/contact).",
        },
      ],
    },
    {
      id: "contact",
      title: "Cómo comunicarse con nosotros",
      blocks: [
        {
          type: "p",
          text: "Escríbanos {contactUs}. Normalmente respondemos en un plazo de 24 horas.",
        },
        {
          type: "p",
          text: "Si es dueño de un centro, puede [publicar un anuncio](/add-listing), [reclamar uno existente](/claim-listing) o comparar [planes y precios](/pricing).",
        },
      ],
    },
  ],
  links: { search: "Buscar proveedores", pricing: "Ver planes y precios", contact: "Contáctenos" },
};
