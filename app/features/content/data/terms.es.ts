import type { LegalContent } from "./legal.ts";

export const termsEs: LegalContent = {
  meta: {
    title: "Condiciones de uso",
    description:
      "Las normas para usar ABA Atlas: qué es y qué no es el directorio, cuentas, anuncios y dueños de centros, planes de pago y paquetes de empleo, reseñas y denuncias, archivos subidos, enlaces de afiliados y responsabilidad.",
  },
  eyebrow: "Información legal",
  heading: "Condiciones de uso",
  lead: "Estas condiciones son las normas para usar ABA Atlas. Hemos intentado que sean breves y fáciles de leer. Al usar el sitio, usted las acepta; si no está de acuerdo, le pedimos que no lo use.",
  effectiveDate: "2026-11-22",
  sections: [
    {
      id: "about",
      title: "Quiénes somos",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas (“nosotros”) administra este sitio web, un directorio de proveedores de análisis aplicado de la conducta (ABA) en los Estados Unidos. “Usted” es cualquier persona que use el sitio, ya sea un familiar, un proveedor u otro visitante. Nuestra [política de privacidad](/privacy-policy) explica cómo tratamos la información personal.",
        },
      ],
    },
    {
      id: "the-service",
      title: "Qué es ABA Atlas, y qué no es",
      blocks: [
        {
          type: "ul",
          items: [
            "ABA Atlas es un directorio y una fuente de información general. No ofrecemos terapia, diagnósticos ni asesoramiento médico, legal o de seguros.",
            "Un anuncio no es un respaldo ni una recomendación. Los dueños de los centros redactan y actualizan sus anuncios; no inspeccionamos los centros ni comprobamos cada dato. Antes de decidir, confirme con el proveedor y con su plan de salud las credenciales, las licencias, los seguros y la disponibilidad.",
            "Los planes de pago cambian dónde aparece un anuncio y su aspecto, y la ubicación pagada siempre se identifica. Nunca compran una recomendación, reseñas ni calificaciones ([cómo funciona la ubicación](/about#paid-placement)).",
            "En caso de emergencia, llame al 911.",
          ],
        },
      ],
    },
    {
      id: "accounts",
      title: "Cuentas",
      blocks: [
        {
          type: "ul",
          items: [
            "Dé información correcta al registrarse y mantenga su correo electrónico al día para recibir los mensajes importantes.",
            "Cada cuenta es para una sola persona. No comparta su contraseña; usted es responsable de lo que ocurra en su cuenta. Avísenos de inmediato si cree que otra persona la ha usado.",
            "Puede dejar de usar su cuenta y pedirnos que la eliminemos en cualquier momento.",
            "Podemos suspender o cerrar una cuenta que incumpla estas condiciones, ponga en riesgo a otras personas o se use para cometer fraude. Cuando sea razonable, le explicaremos el motivo.",
          ],
        },
      ],
    },
    {
      id: "listings",
      title: "Anuncios y dueños de centros",
      blocks: [
        {
          type: "ul",
          items: [
            "Solo publique o reclame el anuncio de un centro del que sea dueño o que esté autorizado a representar. Podemos pedirle que lo demuestre.",
            "Mantenga su anuncio correcto y al día: dirección, datos de contacto, servicios, horario, seguros aceptados y credenciales. No atribuya a su centro credenciales, servicios ni seguros que no tiene.",
            "Usted es responsable del contenido de su anuncio y de los servicios que presta su centro.",
            "Podemos corregir, ocultar o retirar un anuncio que sea incorrecto, engañoso, esté duplicado o incumpla estas condiciones.",
            "Usted conserva los derechos sobre lo que envía. Nos autoriza a alojarlo, mostrarlo, darle formato y traducirlo en ABA Atlas, y en los datos que publicamos sobre los anuncios, mientras esté en el sitio.",
          ],
        },
      ],
    },
    {
      id: "plans",
      title: "Planes de pago y paquetes de empleo",
      blocks: [
        {
          type: "ul",
          items: [
            "Los precios aparecen en nuestra [página de precios](/pricing), en dólares estadounidenses. Los planes de anuncio se cobran cada mes; los paquetes de empleo se pagan una sola vez.",
            "Los pagos se hacen con tarjeta a través de Stripe. Al pagar, usted también acepta las condiciones de Stripe para el pago.",
            "Un plan sigue activo mientras esté pagado. Si deja de pagar o lo cancela, seguirá vigente hasta el final del periodo ya pagado, y después el anuncio vuelve al plan Básico gratuito; no se borra.",
            "No se reembolsan meses parciales, salvo cuando la ley lo exija o cuando el error sea nuestro. Si cree que se le cobró por error, escríbanos.",
            "Las ofertas de empleo deben describir vacantes reales y legales de su centro, sin discriminación. Podemos retirar ofertas que incumplan estas condiciones; las ofertas retiradas por ese motivo no se reembolsan.",
            "Cuando el sitio funciona en modo de demostración, sin un procesador de pagos, así se indica en pantalla y no se cobra ninguna tarjeta.",
          ],
        },
      ],
    },
    {
      id: "reviews",
      title: "Reseñas y denuncias",
      blocks: [
        {
          type: "p",
          text: "Las reseñas ayudan a las familias, así que deben ser honestas. Cuando escriba una reseña:",
        },
        {
          type: "ul",
          items: [
            "Hable de su propia experiencia directa con el proveedor.",
            "No reseñe un centro del que sea dueño, en el que trabaje o con el que compita, y no ofrezca ni acepte nada a cambio de una reseña.",
            "No comparta información privada, sobre todo de un niño: ni nombres completos, ni fotos, ni datos de diagnóstico o de salud de nadie.",
            "No se permiten el acoso, las amenazas, los discursos de odio, las obscenidades, el correo no deseado ni la publicidad.",
          ],
        },
        {
          type: "p",
          text: "Los dueños de los centros pueden responder públicamente a una reseña; la respuesta debe ser objetiva y respetuosa, y nunca revelar información de un paciente. Cualquier persona puede denunciar una reseña que incumpla estas normas. Nuestro equipo de moderación revisa cada denuncia y puede retirar una reseña, una respuesta o una denuncia que incumpla las normas. No retiramos reseñas por ser negativas, y nadie puede pagar para retirar o modificar una reseña.",
        },
        {
          type: "p",
          text: "Usted conserva los derechos sobre su reseña y nos autoriza a mostrarla en ABA Atlas mientras esté publicada.",
        },
      ],
    },
    {
      id: "uploads",
      title: "Fotos y otros archivos",
      blocks: [
        {
          type: "ul",
          items: [
            "Suba solo imágenes que sean suyas o que tenga permiso para usar.",
            "No suba imágenes de personas identificables sin su consentimiento, y nunca imágenes de niños sin el consentimiento de sus padres o tutores.",
            "Podemos cambiar el tamaño de las imágenes y retirar cualquier archivo que incumpla estas condiciones o la ley.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Uso responsable del sitio",
      blocks: [
        { type: "p", text: "Le pedimos que no:" },
        {
          type: "ul",
          items: [
            "infrinja la ley, ni ayude a otros a infringirla, a través del sitio;",
            "se haga pasar por otra persona ni falsee su relación con un centro;",
            "intente entrar en cuentas o sistemas que no son suyos, ni pruebe, explore o eluda nuestra seguridad;",
            "sobrecargue el sitio ni extraiga datos de forma automática de una manera que lo haga más lento para los demás;",
            "envíe correo no deseado o denuncias falsas, ni use los datos de contacto de los anuncios para publicidad no solicitada.",
          ],
        },
      ],
    },
    {
      id: "affiliate-links",
      title: "Enlaces de afiliados y otros sitios web",
      blocks: [
        {
          type: "p",
          text: "Los enlaces a productos de nuestra [página de productos sensoriales](/autism-sensory-products) son enlaces de afiliados: si compra después de seguir uno, la tienda puede pagarnos una comisión, sin costo adicional para usted. Los enlaces a otros sitios web, incluidas las fuentes de nuestras guías, se ofrecen como información; no controlamos esos sitios y no somos responsables de su contenido, sus productos ni sus prácticas de privacidad.",
        },
      ],
    },
    {
      id: "our-content",
      title: "Nuestro contenido",
      blocks: [
        {
          type: "p",
          text: "El diseño, los textos y las guías del sitio pertenecen a ABA Atlas, salvo el contenido que pertenece a otros (anuncios, reseñas, archivos subidos y fuentes citadas). Puede enlazar cualquier página y citar fragmentos breves mencionando a ABA Atlas. Le pedimos que no copie guías completas ni el directorio sin nuestro permiso.",
        },
      ],
    },
    {
      id: "disclaimers",
      title: "Exención de garantías",
      blocks: [
        {
          type: "p",
          text: "Nos esforzamos por mantener el sitio correcto y disponible, pero lo ofrecemos “tal cual”. Los anuncios, las guías y los precios pueden contener errores o estar desactualizados, y es posible que el sitio no esté disponible en algún momento. En la medida en que la ley lo permita, no ofrecemos más garantías sobre el sitio que las que figuran en estas condiciones, y no somos responsables de los servicios de los proveedores que aparecen en él.",
        },
      ],
    },
    {
      id: "liability",
      title: "Límites de nuestra responsabilidad",
      blocks: [
        {
          type: "p",
          text: "En la medida en que la ley lo permita, ABA Atlas no es responsable de pérdidas indirectas o derivadas, como la pérdida de ganancias o de datos, que resulten del uso del sitio. Nuestra responsabilidad total por cualquier reclamación relacionada con el sitio se limita a la cantidad que usted nos haya pagado en los 12 meses anteriores a la reclamación, o a 100 dólares estadounidenses si no nos pagó nada. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar.",
        },
      ],
    },
    {
      id: "ending",
      title: "Fin del uso del sitio",
      blocks: [
        {
          type: "p",
          text: "Puede dejar de usar ABA Atlas cuando quiera. Podemos suspender o cancelar su acceso si incumple estas condiciones. Las secciones sobre nuestro contenido, exención de garantías, responsabilidad y ley aplicable siguen vigentes después.",
        },
      ],
    },
    {
      id: "changes",
      title: "Cambios en estas condiciones",
      blocks: [
        {
          type: "p",
          text: "Podemos actualizar estas condiciones. Cambiaremos la fecha de entrada en vigor que aparece arriba y, si los cambios son importantes, lo comunicaremos por correo a quienes tienen cuenta antes de que entren en vigor. Si sigue usando el sitio después de que un cambio entre en vigor, se aplicarán las nuevas condiciones.",
        },
      ],
    },
    {
      id: "law",
      title: "Ley aplicable",
      blocks: [
        {
          type: "p",
          text: "Estas condiciones se rigen por las leyes del estado de Illinois y de los Estados Unidos, sin tener en cuenta las normas sobre conflictos de leyes. Si tiene una queja, escríbanos primero: la mayoría de los problemas se resuelven rápido así.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contacto",
      blocks: [
        {
          type: "p",
          text: "Si tiene preguntas sobre estas condiciones, escríbanos {contactUs}.{postalAddress}",
        },
      ],
    },
  ],
};
