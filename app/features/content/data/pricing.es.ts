import type { PricingContent } from "./pricing.ts";

export const pricingEs: PricingContent = {
  meta: {
    title: "Planes y precios para proveedores de ABA",
    description:
      "Planes de anuncio para proveedores de ABA en ABA Atlas, desde un anuncio básico gratuito hasta la ubicación Destacada, y paquetes de anuncios de empleo. Qué cambia cada plan, explicado con claridad.",
  },
  eyebrow: "Para proveedores",
  heading: "Planes y precios",
  lead: "Todo proveedor de ABA puede aparecer gratis en el directorio. Los planes de pago suben su anuncio en el orden predeterminado y lo identifican claramente como ubicación pagada. Las familias siempre buscan gratis.",
  plansHeading: "Planes de anuncio",
  priceLabel: "Precio:",
  plans: {
    basic: {
      summary: "Un anuncio completo, sin costo.",
      features: [
        "Su centro en los resultados de búsqueda, en el mapa y en las páginas de estados y ciudades",
        "Dirección, teléfono, sitio web, horario, servicios y seguros aceptados",
        "Reseñas de las familias y sus respuestas públicas",
        "Aparece después de los planes de pago en el orden predeterminado",
      ],
      cta: "Publicar un anuncio gratis",
    },
    premium: {
      summary: "Suba en el orden predeterminado, con la insignia Premium.",
      features: [
        "Aparece por encima de los anuncios básicos en el orden predeterminado",
        "Insignia Premium en su tarjeta",
        "El comienzo de su descripción visible en su tarjeta",
        "Color de marcador Premium en el mapa",
      ],
      cta: "Elegir Premium",
    },
    "premium-local": {
      summary: "Ubicación e insignia Premium.",
      features: [
        "El mismo grupo de ubicación que Premium: por encima de los anuncios básicos",
        "Insignia Premium en su tarjeta",
        "El comienzo de su descripción visible en su tarjeta",
        "Color de marcador Premium en el mapa",
      ],
      cta: "Elegir Premium Local",
    },
    "premium-state": {
      summary: "La ubicación Premium más alta.",
      features: [
        "Aparece por encima de los anuncios Premium, Premium Local y Básico en el orden predeterminado",
        "Insignia Premium en su tarjeta",
        "El comienzo de su descripción visible en su tarjeta",
        "Un color de marcador propio en el mapa",
      ],
      cta: "Elegir Premium Estatal",
    },
    featured: {
      summary: "Primero en el orden predeterminado, con la insignia Destacado.",
      features: [
        "Aparece en primer lugar en el orden predeterminado, por encima de todos los demás planes",
        "Insignia Destacado y un borde rojo más grueso en su tarjeta",
        "El comienzo de su descripción visible en su tarjeta",
        "Puede aparecer en la sección de proveedores destacados de la página de inicio",
        "Color de marcador Destacado en el mapa",
      ],
      cta: "Elegir Destacado",
    },
  },
  placementHeading: "Cómo funciona la ubicación",
  placement: [
    "En el orden predeterminado de los anuncios, los planes de pago aparecen primero: Destacado, luego Premium Estatal, luego Premium Ciudad (un nivel de ubicación que no vendemos en esta página), luego Premium y Premium Local y, por último, Básico. Dentro de cada grupo, los anuncios se ordenan por nombre. Hoy en día, Premium y Premium Local reciben la misma ubicación y la misma insignia.",
    "La ubicación pagada siempre se identifica: los anuncios Destacado y Premium llevan una insignia en su tarjeta para que las familias puedan distinguirlos. Cuando una familia ordena por distancia, calificación o nombre, se respeta ese orden, sea cual sea el plan, y ningún plan cambia las reseñas ni las calificaciones. [Más sobre cómo funciona el directorio](/about#paid-placement).",
  ],
  ownersHeading: "¿Su centro ya aparece en el directorio?",
  ownersText:
    "Si su centro ya está en el directorio, reclame el anuncio para administrarlo. Después de reclamarlo, podrá cambiar de plan desde Mis anuncios.",
  addListing: "Publicar su anuncio",
  claimListing: "Reclamar su anuncio",
  jobsHeading: "Paquetes de anuncios de empleo",
  jobsLead:
    "¿Busca contratar BCBA, RBT o personal administrativo? Publique sus vacantes en la bolsa de trabajo de ABA Atlas. Los anuncios de empleo se compran en paquetes para un anuncio que usted administra, aparte de su plan.",
  jobPacks: {
    single: { postings: "1 anuncio de empleo", note: "Para una sola vacante." },
    pack_10: { postings: "10 anuncios de empleo", note: "Para centros que contratan con frecuencia." },
    pack_25: { postings: "25 anuncios de empleo", note: "Para organizaciones con varias sedes." },
  },
  perPosting: "{price} por anuncio",
  oneTime: "pago único",
  jobsHowTo: "Compre un paquete desde Mis anuncios, para un anuncio que usted administre.",
  faqHeading: "Preguntas sobre los planes",
  faq: [
    {
      question: "¿Cómo se paga?",
      answer:
        "Con tarjeta, a través de nuestro procesador de pagos, Stripe. Los números de tarjeta van directamente a Stripe; ABA Atlas nunca ve ni guarda el número completo de su tarjeta.",
    },
    {
      question: "¿Un plan de pago puede ocultar reseñas negativas?",
      answer:
        "No. Los planes cambian la ubicación y el aspecto de su tarjeta, nunca las reseñas ni las calificaciones. Solo retiramos reseñas que incumplen nuestras [normas sobre reseñas](/terms-conditions#reviews).",
    },
    {
      question: "¿Qué pasa si dejo de pagar?",
      answer: "Su anuncio no se borra: vuelve al plan Básico gratuito y conserva sus reseñas y sus datos.",
    },
    {
      question: "¿Un plan de pago significa que ABA Atlas recomienda mi centro?",
      answer:
        "No, y así se lo decimos a las familias. La ubicación pagada se identifica, y nuestras guías recomiendan a las familias comprobar las credenciales y la cobertura de cada proveedor.",
    },
  ],
  priceNote:
    "Los precios están en dólares estadounidenses. Los planes de anuncio se cobran cada mes; los paquetes de empleo se pagan una sola vez.",
};
