import type { LegalContent } from "./legal.ts";

export const privacyEs: LegalContent = {
  meta: {
    title: "Política de privacidad",
    description:
      "Qué información personal recopila ABA Atlas y para qué, con quién la compartimos, cuánto tiempo la conservamos, qué cookies y almacenamiento local usamos y sus derechos para consultar, corregir y eliminar sus datos.",
  },
  eyebrow: "Información legal",
  heading: "Política de privacidad",
  lead: "Esta política explica, con palabras sencillas, qué información recopila ABA Atlas cuando usted usa el sitio, para qué la necesitamos, quién más la ve, cuánto tiempo la conservamos y qué puede pedirnos que hagamos con ella.",
  effectiveDate: "2026-11-29",
  sections: [
    {
      id: "summary",
      title: "En resumen",
      blocks: [
        {
          type: "ul",
          items: [
            "Puede buscar en el directorio y leer todas las guías sin crear una cuenta y sin darnos ningún dato personal.",
            "Recopilamos lo necesario para que el sitio funcione: los datos de su cuenta si se registra, lo que usted decide publicar (anuncios, reseñas, fotos), los mensajes que nos envía y registros básicos de las visitas.",
            "No vendemos ni alquilamos información personal, y no usamos cookies publicitarias, herramientas de análisis de terceros ni píxeles de seguimiento.",
            "Los pagos con tarjeta los gestiona Stripe. Nunca vemos ni guardamos el número completo de su tarjeta.",
            "Puede pedirnos en cualquier momento que le mostremos, corrijamos o eliminemos su información escribiéndonos {contactUs}.",
          ],
        },
      ],
    },
    {
      id: "who-we-are",
      title: "Quiénes somos",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas (“nosotros”) administra este sitio web, un directorio de proveedores de análisis aplicado de la conducta (ABA) en los Estados Unidos. Somos responsables de la información personal que se describe aquí. Puede escribirnos {contactUs}.{postalAddress}",
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "Qué recopilamos y para qué",
      blocks: [
        { type: "h3", text: "Cuando navega por el sitio" },
        {
          type: "p",
          text: "Nuestros servidores registran cada solicitud: la hora, la página o dirección solicitada (sin los códigos secretos que pueda contener), el resultado, cuánto tardó y, según cómo esté alojado el sitio, su dirección IP. Usamos estos registros para que el sitio funcione, investigar errores y protegerlo contra abusos.",
        },
        {
          type: "p",
          text: "Para frenar abusos, como intentos repetidos de iniciar sesión o el correo no deseado, contamos durante periodos cortos las solicitudes por dirección IP o por nombre de cuenta. Solo guardamos un código irreversible (un hash) de la dirección o del nombre, no la dirección ni el nombre en sí.",
        },
        { type: "h3", text: "Si crea una cuenta" },
        {
          type: "ul",
          items: [
            "Su nombre de usuario, su correo electrónico y, si nos lo da, su nombre completo; si confirmó su correo; su función en el sitio; cuándo se registró y cuándo inició sesión por última vez.",
            "Su contraseña, guardada solo como un hash irreversible (argon2id). Nadie en ABA Atlas puede leerla.",
            "Para cada sesión iniciada: cuándo empezó y cuándo se usó por última vez, y la dirección IP y el navegador desde los que se abrió, para que usted y nosotros podamos detectar sesiones que no son suyas.",
            "Un registro de seguridad de los eventos de la cuenta (inicios de sesión, intentos fallidos, cierres de sesión, cambios de contraseña y de función) con la dirección IP de origen.",
          ],
        },
        { type: "h3", text: "Si publica algo" },
        {
          type: "ul",
          items: [
            "**Anuncios:** el nombre del centro, su dirección, datos de contacto, sitio web, horario, servicios, seguros aceptados y fotos. Los anuncios son públicos; describen un negocio, pero pueden incluir el nombre o los datos de contacto laborales de una persona.",
            "**Reseñas y respuestas:** su calificación, su comentario y el nombre que elija mostrar, que son públicos, y su correo electrónico, que no se publica. Las respuestas de los dueños de los centros son públicas.",
            "**Denuncias de reseñas:** el motivo y la descripción que nos dé, y su cuenta, para que nuestro equipo de moderación pueda darles seguimiento. Las denuncias no se publican.",
            "**Informes “¿Se comunicó con ellos?”:** lo que encontró (por ejemplo, que un proveedor no acepta nuevos clientes) y la nota que añada, si la hay. No guardamos con él ningún nombre, correo electrónico ni dirección IP: solo un código de un solo sentido hecho con su dirección IP o su cuenta junto con ese anuncio, para contar cuántas personas distintas informaron lo mismo sobre él. Nuestros moderadores ven el informe; al propietario del anuncio le decimos qué se informó, nunca quién lo hizo.",
            "**Imágenes que sube:** el archivo, su nombre original, tamaño y tipo, y quién lo subió. Las imágenes de los anuncios son públicas.",
            "**Ofertas de empleo:** los datos de la vacante que publica un proveedor, que son públicos.",
          ],
        },
        { type: "h3", text: "Si paga un plan o un paquete de empleo" },
        {
          type: "p",
          text: "Los pagos los procesa **Stripe**. Usted escribe los datos de su tarjeta en el formulario seguro de Stripe y van directamente a Stripe: nunca vemos ni guardamos el número completo de su tarjeta ni su código de seguridad. Guardamos una referencia del pago, lo que se compró, el importe y si el pago se completó. La información que recopila Stripe se rige por su propia política de privacidad.",
        },
        { type: "h3", text: "Si nos escribe o se suscribe" },
        {
          type: "ul",
          items: [
            "**Formulario de contacto:** su nombre, correo electrónico, tema y mensaje, para poder responderle.",
            "**Boletín:** su correo electrónico, la fecha en que se suscribió y si la suscripción está activa. Solo lo añadimos después de que confirme haciendo clic en el enlace de nuestro correo de confirmación (doble confirmación), y cada boletín incluye un enlace para darse de baja con un solo clic.",
            "**Alertas de búsqueda:** su correo electrónico, el idioma que usó y las búsquedas que guardó (el lugar, una distancia y los filtros). Sin cuenta, no enviamos nada hasta que confirme haciendo clic en el enlace de nuestro correo de confirmación. Los correos de alerta no llevan píxeles de seguimiento.",
          ],
        },
        { type: "h3", text: "Contactos profesionales de los proveedores" },
        {
          type: "p",
          text: "Para informar a los centros sobre sus anuncios, podemos guardar datos de contacto profesionales de personas que trabajan en centros de ABA, como su nombre, cargo, correo y teléfono del trabajo y su perfil profesional público, obtenidos de fuentes públicas. Si usted es una de esas personas y quiere que eliminemos sus datos, escríbanos.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies y almacenamiento local",
      blocks: [
        {
          type: "p",
          text: "Usamos unas pocas cookies pequeñas y datos guardados en el navegador, todos necesarios para el funcionamiento del sitio. Ninguno se usa para publicidad ni para seguirle por otros sitios.",
        },
        {
          type: "defs",
          items: [
            {
              term: "Cookie de sesión (llamada “session”, o “__Host-session” en conexiones seguras)",
              text: "Mantiene su sesión iniciada. Los scripts de la página no pueden leerla. La sesión termina cuando usted la cierra, tras 30 días sin uso o a los 90 días de iniciarla, lo que ocurra primero.",
            },
            {
              term: "Cookie de idioma (“lang”)",
              text: "Recuerda si eligió inglés o español, para que las páginas lleguen en su idioma. Dura un año.",
            },
            {
              term: "Cookie de tema (“theme”)",
              text: "Recuerda si eligió el tema claro o el oscuro. Dura un año.",
            },
            {
              term: "Almacenamiento local: “theme” y “preferredLanguage”",
              text: "Copias de sus preferencias de tema e idioma guardadas en su navegador, para que la página se vea bien antes de terminar de cargar.",
            },
            {
              term: "Almacenamiento local: indicador del recorrido guiado",
              text: "Recuerda que terminó o cerró el recorrido guiado de la página de inicio, para que no vuelva a empezar.",
            },
            {
              term: "Almacenamiento local: favoritos",
              text: "Si guarda proveedores favoritos sin una cuenta, la lista se guarda solo en su navegador.",
            },
          ],
        },
        {
          type: "p",
          text: "Puede borrar las cookies y el almacenamiento local en la configuración de su navegador cuando quiera. Si lo hace, se cerrará su sesión y se restablecerán sus preferencias de idioma, tema y recorrido.",
        },
      ],
    },
    {
      id: "emails",
      title: "Correos que enviamos",
      blocks: [
        {
          type: "ul",
          items: [
            "**Confirmación del correo** cuando crea una cuenta o cambia su dirección. El enlace funciona una vez, durante 48 horas.",
            "**Restablecimiento de contraseña**, solo cuando usted lo pide. El enlace funciona una vez, durante 1 hora.",
            "**Boletín**, solo después de que confirme su suscripción. Cada envío incluye un enlace para darse de baja con un clic.",
            "**Alertas de búsqueda** que usted pidió, como mucho un correo al día, solo después de que confirme (o desde su cuenta). Cada una trae un enlace para dejarlas con un clic.",
            "**Respuestas** a los mensajes que nos envía y avisos sobre su cuenta, sus anuncios o sus pagos.",
          ],
        },
        {
          type: "p",
          text: "Los enlaces de nuestros correos llevan un código aleatorio. Solo guardamos un hash irreversible de ese código, y cada enlace deja de funcionar cuando se usa o cuando vence.",
        },
      ],
    },
    {
      id: "sharing",
      title: "Con quién compartimos la información",
      blocks: [
        { type: "p", text: "No vendemos ni alquilamos información personal. Solo la compartimos en estos casos:" },
        {
          type: "ul",
          items: [
            "**Proveedores de servicios** que hacen funcionar partes del sitio por nosotros: Stripe para los pagos, un servicio de envío de correo para nuestros mensajes y nuestro proveedor de alojamiento. Solo pueden usar la información para prestarnos su servicio.",
            "**Mosaicos del mapa:** los mapas del sitio se dibujan con imágenes que su navegador descarga de un servidor de mapas. Ese servidor recibe su dirección IP y la zona del mapa que usted está viendo.",
            "**Tiendas**, cuando sigue un enlace a un producto en la página de productos sensoriales: la tienda sabe que usted viene de ABA Atlas y, desde ese momento, se aplica su propia política de privacidad.",
            "**Todo el mundo**, en el caso de lo que usted decide publicar: anuncios, reseñas con el nombre que muestre, respuestas a reseñas, fotos de los anuncios y ofertas de empleo.",
            "**Las autoridades**, cuando la ley lo exige, o para proteger la seguridad de las personas o el sitio frente al fraude o el abuso.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "Cuánto tiempo conservamos la información",
      blocks: [
        {
          type: "defs",
          items: [
            {
              term: "Cuenta",
              text: "Hasta que usted la elimine o nos pida eliminarla. Entonces borramos su perfil y sus sesiones y retiramos sus reseñas, salvo lo que la ley nos obligue a conservar (como los registros de pagos).",
            },
            {
              term: "Cuentas nunca confirmadas",
              text: "7 días después del registro, si el correo electrónico nunca se confirmó y ningún enlace que enviamos sigue siendo válido.",
            },
            {
              term: "Sesiones",
              text: "Hasta que cierre la sesión, tras 30 días sin uso o, como máximo, 90 días después de iniciarla.",
            },
            { term: "Registros del servidor", text: "30 días." },
            { term: "Registro de seguridad de la cuenta", text: "Hasta 12 meses." },
            { term: "Contadores contra abusos", text: "De minutos a horas: solo el periodo que cuentan." },
            {
              term: "Mensajes de contacto",
              text: "Hasta 12 meses después de haberle respondido, salvo que la conversación continúe.",
            },
            {
              term: "Informes “¿Se comunicó con ellos?”",
              text: "30 días después de que un moderador los descarte; si no, hasta 12 meses.",
            },
            {
              term: "Alertas de búsqueda",
              text: "Mientras las mantenga. Al dejarlas borramos sus búsquedas guardadas; una búsqueda nunca confirmada se borra a los 8 días. El registro de los proveedores sobre los que le avisó un correo de alerta se borra 30 días después del correo.",
            },
            {
              term: "Boletín",
              text: "Mientras esté suscrito. Cuando se da de baja, conservamos su dirección marcada como dada de baja para no volver a escribirle; si nos lo pide, la eliminamos por completo.",
            },
            {
              term: "Imágenes subidas",
              text: "Mientras se usen en un anuncio. Las imágenes retiradas se marcan como eliminadas al instante y se borran del almacenamiento después.",
            },
            { term: "Registros de pagos", text: "El tiempo que exijan las leyes fiscales y contables." },
            {
              term: "Anuncios, reseñas y ofertas de empleo",
              text: "Mientras estén publicados, o hasta que su dueño o autor nos pida retirarlos.",
            },
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Sus derechos y opciones",
      blocks: [
        { type: "p", text: "Viva en el estado que viva, puede pedirnos:" },
        {
          type: "ul",
          items: [
            "**Ver** la información personal que tenemos sobre usted y recibir una copia;",
            "**Corregir** la información incorrecta o desactualizada (la mayoría de los datos de la cuenta y de los anuncios puede cambiarlos usted mismo);",
            "**Eliminar** su cuenta y la información personal vinculada a ella;",
            "**Dejar de recibir** el boletín en cualquier momento, con el enlace para darse de baja que trae cada correo.",
          ],
        },
        {
          type: "p",
          text: "Escríbanos {contactUs}. Puede que le pidamos confirmar que la solicitud es suya, y le responderemos en un plazo de 30 días. Ejercer estos derechos no cambiará el trato que recibe.",
        },
      ],
    },
    {
      id: "security",
      title: "Cómo protegemos la información",
      blocks: [
        {
          type: "ul",
          items: [
            "El sitio funciona con conexiones cifradas (HTTPS).",
            "Las contraseñas se guardan solo como hashes irreversibles, y los intentos de inicio de sesión están limitados.",
            "Los scripts no pueden leer las cookies de sesión, y estas solo se envían a nuestro sitio. Solo guardamos un hash de cada código de sesión.",
            "Solo las personas que administran el sitio pueden ver la información que no es pública, y solo cuando lo necesitan.",
          ],
        },
        {
          type: "p",
          text: "Ningún sistema es totalmente seguro. Si descubrimos una filtración que afecte a su información, se lo comunicaremos sin demoras injustificadas.",
        },
      ],
    },
    {
      id: "children",
      title: "Privacidad de los niños",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas está pensado para personas adultas: madres, padres, cuidadores, defensores y proveedores. No está dirigido a menores de 13 años, y no recopilamos a sabiendas información personal de ellos. Si cree que un menor nos ha dado información personal, escríbanos y la eliminaremos.",
        },
        {
          type: "p",
          text: "Proteja la privacidad de su hijo o hija cuando escriba una reseña o se comunique con un proveedor a través del sitio: no incluya su nombre completo, fotos ni detalles de su diagnóstico o su salud.",
        },
      ],
    },
    {
      id: "changes",
      title: "Cambios en esta política",
      blocks: [
        {
          type: "p",
          text: "Si cambiamos esta política, actualizaremos la fecha de entrada en vigor que aparece arriba. Si el cambio es importante, también lo anunciaremos en el sitio y lo comunicaremos por correo a quienes tienen cuenta antes de que entre en vigor.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contacto",
      blocks: [
        {
          type: "p",
          text: "Si tiene preguntas o solicitudes sobre su privacidad, escríbanos {contactUs}.{postalAddress}",
        },
      ],
    },
  ],
};
