import type { ResourcesContent } from "./resources.ts";
import { S } from "./sources.ts";

export const resourcesEs: ResourcesContent = {
  meta: {
    title: "Guía de la terapia ABA para familias",
    description:
      "Qué es la terapia ABA, las credenciales BCBA, BCaBA y RBT y cómo comprobarlas, cuántas horas esperar, las críticas, una lista imprimible para elegir proveedor y la cobertura de seguros y Medicaid.",
  },
  eyebrow: "Guía para familias",
  heading: "Terapia ABA: guía para familias",
  lead: "Una explicación sencilla del análisis aplicado de la conducta (ABA): qué es, quién lo ofrece, cuántas horas esperar, qué críticas recibe, cómo elegir un proveedor y cómo pagarlo.",
  lastReviewed: "2026-11-24",
  disclaimer:
    "Esta guía ofrece información general; no es asesoramiento médico, legal ni de seguros. Consulte su situación con el médico de su hijo o hija y con su plan de salud.",
  sectionsBefore: [
    {
      id: "what-is-aba",
      title: "Qué es ABA",
      blocks: [
        {
          type: "p",
          text: "El análisis aplicado de la conducta (ABA, por sus siglas en inglés) es un conjunto de métodos de enseñanza basados en cómo se aprende la conducta, sobre todo el **refuerzo positivo**: cuando a una habilidad le sigue algo que la persona valora, es más probable que se repita. Los programas de ABA se usan para desarrollar habilidades como la comunicación, la interacción social y el cuidado personal, y para reducir conductas que causan daño o dificultan la vida diaria.",
        },
        {
          type: "p",
          text: "ABA es uno de varios enfoques para niños autistas. Las pautas federales de Medicaid lo describen como una opción de tratamiento entre otras y no respaldan ni exigen ninguna en particular.",
        },
        {
          type: "p",
          text: "Un programa suele empezar con una evaluación a cargo de un analista de conducta certificado (BCBA), que luego fija objetivos individuales y recomienda un número de horas por semana. Ambas cosas son recomendaciones clínicas y deben revisarse a medida que su hijo o hija avanza.",
        },
        { type: "h3", text: "Enfoques basados en el juego (naturalistas)" },
        {
          type: "p",
          text: "Muchos programas usan hoy **intervenciones conductuales naturalistas del desarrollo (NDBI)**, que combinan ABA con la ciencia del desarrollo infantil. Se enseña durante el juego y las rutinas diarias, siguiendo los intereses del niño y con recompensas naturales, como recibir el juguete que pidió. Algunos modelos conocidos son el Early Start Denver Model (ESDM), el Pivotal Response Treatment (PRT), JASPER, Project ImPACT y Enhanced Milieu Teaching. La mayoría incluye capacitación periódica para los padres, para que las estrategias se usen también en casa.",
        },
      ],
      sources: [S.tricareAcd, S.cmsFaq2014, S.kindBh, S.schreibman2015, S.uclaNdbi, S.songbird],
    },
    {
      id: "evidence",
      title: "Qué dice la investigación",
      blocks: [
        {
          type: "p",
          text: "Una revisión Cochrane de 2018 analizó la intervención conductual intensiva temprana (EIBI), un enfoque basado en ABA que se aplica de 20 a 40 horas por semana, a menudo durante varios años, a niños menores de 6 años. Solo encontró cinco estudios que cumplían sus criterios (un ensayo aleatorizado y otros cuatro ensayos controlados), con 219 niños en total. Los resultados apuntaban a posibles mejoras en la conducta adaptativa y el cociente intelectual, pero los autores calificaron la calidad de la evidencia como baja.",
        },
        {
          type: "p",
          text: "Los investigadores que describen las NDBI las consideran respaldadas por la evidencia para niños pequeños. Cuando la Oficina de Administración de Personal federal (OPM) exigió que los planes de salud de los empleados federales cubrieran ABA a partir de 2017, citó investigaciones que vinculan las intervenciones conductuales con resultados positivos.",
        },
        {
          type: "p",
          text: "En resumen: los programas basados en ABA pueden ayudar a algunos niños, pero la investigación tiene límites reales y los resultados varían de un niño a otro. Por eso es tan importante seguir el progreso de su hijo o hija y cambiar el plan cuando no funciona.",
        },
      ],
      sources: [S.cochrane2018, S.schreibman2015, S.opm2016],
    },
    {
      id: "credentials",
      title: "Credenciales: quién es quién y cómo comprobarlas",
      blocks: [
        {
          type: "p",
          text: "La Junta de Certificación de Analistas de Conducta (BACB, por sus siglas en inglés) otorga las principales credenciales de ABA y mantiene sus códigos de ética: los BCBA y BCaBA siguen el Código de Ética para Analistas de Conducta (vigente desde el 1 de enero de 2022), y los RBT siguen el Código de Ética para RBT.",
        },
        {
          type: "defs",
          items: [
            {
              term: "BCBA: analista de conducta certificado por la junta",
              text: "Un profesional con título de posgrado (maestría) que puede ejercer de forma independiente, diseñar y dirigir el programa de su hijo o hija y supervisar a BCaBA y RBT. **BCBA-D** es una designación para un BCBA con doctorado, no una credencial aparte: la BACB indica que no otorga privilegios adicionales a los de un BCBA.",
            },
            {
              term: "BCaBA: analista de conducta asistente certificado por la junta",
              text: "Un profesional con título universitario de grado (licenciatura) que debe trabajar bajo la supervisión de un BCBA.",
            },
            {
              term: "RBT: técnico de conducta registrado",
              text: "Un paraprofesional de al menos 18 años y con al menos educación secundaria completa que trabaja directamente con su hijo o hija en las sesiones, bajo una supervisión estrecha y continua. Para ser RBT hay que completar 40 horas de formación, aprobar una evaluación de competencias y aprobar un examen; desde septiembre de 2023, el examen se hace en persona en un centro de exámenes. Desde 2026, la certificación de RBT se renueva cada dos años, con 12 unidades de desarrollo profesional (PDU).",
            },
            {
              term: "Técnico de conducta (sin la credencial RBT)",
              text: "Algunas personas trabajan como técnicos de conducta sin ser RBT. Ese título no exige ninguna formación ni examen de la junta, aunque algunas aseguradoras y empleadores fijan sus propios requisitos.",
            },
          ],
        },
        { type: "h3", text: "Cómo comprobar una credencial" },
        {
          type: "ol",
          items: [
            "Pida el nombre legal completo del profesional y su número de certificación.",
            "Abra la [página de verificación de la BACB](https://www.bacb.com/verify-certification/) (en inglés) y use su buscador público: hay uno para BCBA, otro para BCaBA y otro para RBT. En el caso de un BCBA, el registro también indica si cumple los requisitos de la BACB para supervisar a otros y desde qué fecha.",
            "En la misma página puede consultar la lista de sanciones disciplinarias de la BACB.",
            "Muchos estados también otorgan licencias a los analistas de conducta. Si el suyo lo hace, compruebe también la licencia estatal: la BACB señala que la supervisión debe cumplir las normas de la licencia estatal y de las aseguradoras, no solo las suyas.",
          ],
        },
      ],
      sources: [S.bacbHome, S.bacbBcba, S.bacbRbt, S.bacbEthics, S.bacbRbtEthics, S.bacbVerify, S.bacbSupervision],
    },
    {
      id: "intensity",
      title: "Cuántas horas de terapia esperar",
      blocks: [
        {
          type: "p",
          text: "El número de horas debe depender de las necesidades y los objetivos de su hijo o hija, y el BCBA debe poder explicárselo. Las pautas del Council of Autism Service Providers (CASP), según las resumen los proveedores, describen dos tipos generales de programa:",
        },
        {
          type: "defs",
          items: [
            {
              term: "ABA focalizado",
              text: "Normalmente **de 10 a 25 horas por semana**, centrado en pocos objetivos, como la comunicación, el cuidado personal o la seguridad. Puede justificarse un número mayor de horas cuando la salud o la seguridad están en riesgo.",
            },
            {
              term: "ABA integral",
              text: "Normalmente **de 30 a 40 horas por semana**, para niños con necesidades en muchas áreas del desarrollo.",
            },
          ],
        },
        {
          type: "p",
          text: "Estos rangos describen lo habitual, no lo que su hijo o hija debe recibir. Algunos profesionales sostienen que rara vez hacen falta 40 horas por semana y que la escuela, el juego y el descanso también cuentan en el equilibrio semanal. Es una opinión, no una pauta, pero es una pregunta razonable.",
        },
        { type: "h3", text: "La supervisión que puede esperar" },
        {
          type: "ul",
          items: [
            "**Supervisión del caso:** es el tiempo que el BCBA dedica a dirigir el programa de su hijo o hija. Una norma habitual es de unas 2 horas por cada 10 horas de terapia directa, y al menos 2 horas por semana cuando la terapia es de 10 horas semanales o menos.",
            "**Supervisión de los RBT:** la BACB exige una supervisión de al menos el 5% de las horas de servicio de cada RBT al mes, con al menos dos contactos en tiempo real al mes: en uno, el supervisor observa al RBT mientras trabaja con un paciente, y al menos uno debe ser individual (el supervisor y el RBT solos, no en grupo).",
            "**Número de casos:** una pauta antigua de la BACB hablaba de un promedio de 6 a 12 pacientes en programas integrales para un BCBA sin asistente. El CASP publicó en 2024 la tercera edición de sus pautas, así que pregunte cómo se comparan los casos del proveedor con las pautas actuales.",
          ],
        },
      ],
      sources: [S.waypoints, S.kindBh, S.ackerman, S.childsPlay, S.bacbRbt, S.bacbSupervision, S.abs2012, S.abaMatrix],
    },
    {
      id: "criticism",
      title: "Las críticas, y cómo es una buena práctica",
      blocks: [
        {
          type: "p",
          text: "ABA genera debate, y las familias merecen conocer las dos posturas. La Autistic Self Advocacy Network (ASAN) y muchos adultos autistas critican la historia de esta disciplina: su pionero, O. Ivar Lovaas, usaba aversivos (consecuencias desagradables a propósito) y también trabajó en la llamada “terapia de conversión” para personas homosexuales, y los críticos consideran dañinos los objetivos que buscan que las personas autistas parezcan no autistas.",
        },
        {
          type: "p",
          text: "Entre las preocupaciones concretas de las personas autistas están: priorizar la obediencia por encima de todo, eliminar conductas de autoestimulación (stimming) que no hacen daño, forzar el contacto visual, entrenar abrazos y sonrisas, y las jornadas semanales muy largas. Los críticos citan también una encuesta en línea de 2018 que encontró más síntomas parecidos al estrés postraumático entre quienes recibieron ABA; es una sola encuesta y sus métodos están cuestionados.",
        },
        {
          type: "p",
          text: "Dentro de la profesión, algunos profesionales han reconocido estas preocupaciones y han pedido a sus colegas que escuchen a los defensores de la neurodiversidad. Varios cambios van en esa dirección:",
        },
        {
          type: "ul",
          items: [
            "El Código de Ética para Analistas de Conducta de la BACB, que siguen los BCBA y BCaBA y que está vigente desde el 1 de enero de 2022, incluye los principios de no hacer daño y de tratar a los pacientes con compasión, dignidad y respeto. Hace responsables a los analistas de conducta de obtener el **asentimiento** del paciente (su conformidad, expresada con palabras o con su conducta) y les exige evaluar los procedimientos restrictivos o basados en castigos y suspenderlos de inmediato si no funcionan.",
            "En noviembre de 2022, la Association for Behavior Analysis International (ABAI) adoptó una postura contraria a las descargas eléctricas como consecuencia en cualquier circunstancia.",
            "Varias grandes organizaciones proveedoras de ABA se comprometieron conjuntamente a no usar nunca aversivos dolorosos, incluidas las descargas eléctricas.",
          ],
        },
        { type: "h3", text: "Señales de una buena práctica" },
        {
          type: "p",
          text: "Los proveedores que se toman en serio estas críticas describen su trabajo de forma parecida. Son descripciones de los propios proveedores, no una norma oficial, pero le dan algo concreto que buscar:",
        },
        {
          type: "ul",
          items: [
            "La enseñanza sigue la iniciativa del niño y se basa en el juego siempre que es posible.",
            "Los terapeutas están atentos a las señales de que su hijo o hija no está de acuerdo, como apartarse o mostrar angustia, y se detienen o cambian de actividad.",
            "No se usan aversivos, y hay una política escrita sobre sujeción y aislamiento que usted puede leer antes de empezar.",
            "Los objetivos se centran en la comunicación, la seguridad, la independencia y la calidad de vida, no en parecer típico. La autoestimulación que no hace daño se respeta.",
            "Su familia participa en la definición de los objetivos, recibe capacitación y ve los datos de progreso.",
          ],
        },
        {
          type: "p",
          text: "Algunos autores autistas proponen una prueba sencilla: ¿los objetivos buscan la **adaptación del entorno** (ayudar a su hijo o hija a hacer lo que le importa) o la **asimilación** (que parezca menos autista)? ¿Y se respeta su derecho a decir que no?",
        },
      ],
      sources: [
        S.asan,
        S.johnDo,
        S.autisticUk,
        S.nyDailyNews,
        S.proquest,
        S.bacbEthics,
        S.alaskaAba,
        S.abaiShock,
        S.centria,
        S.skillBuilders,
      ],
    },
  ],
  checklist: {
    id: "choosing-a-provider",
    title: "Cómo elegir un proveedor: preguntas que conviene hacer",
    intro:
      "Lleve estas preguntas a su primera llamada o visita. No hace falta hacerlas todas a la vez, pero las respuestas claras y concretas son una buena señal, y las vagas merecen una segunda pregunta. Un centro universitario sobre discapacidad, el Indiana Institute on Disability and Community, publica recomendaciones parecidas que no respaldan a ningún proveedor.",
    notesLabel: "Notas",
    printTitle: "Preguntas para un proveedor de ABA",
    items: [
      {
        question:
          "¿El profesional que supervisa el programa de mi hijo o hija es BCBA? ¿Cuál es su número de certificación?",
        why: "Compruébelo en el registro de la BACB y, si su estado otorga licencias, también en el registro estatal.",
      },
      {
        question: "¿Cada cuánto observará el BCBA las sesiones en persona, y qué cambia después de una observación?",
        why: "Una guía para padres considera que una vez al mes es lo mínimo y que cada dos semanas es mejor.",
      },
      {
        question: "¿Cuántas horas semanales de supervisión del caso tendrá el programa de mi hijo o hija?",
        why: "Compare la respuesta con la norma habitual de unas 2 horas por cada 10 horas de terapia.",
      },
      {
        question: "¿Cuántos pacientes tiene a su cargo el BCBA?",
        why: "Una pauta antigua de la BACB hablaba de 6 a 12 pacientes en programas integrales para un BCBA sin asistente.",
      },
      {
        question: "¿Los terapeutas son RBT? ¿Cuánta supervisión reciben?",
        why: "La BACB exige una supervisión de al menos el 5% de sus horas de servicio cada mes.",
      },
      {
        question: "¿Qué capacitación para padres o cuidadores incluye el programa, y con qué frecuencia?",
        why: "Las habilidades se mantienen mejor cuando la familia puede usar las mismas estrategias en casa.",
      },
      {
        question:
          "¿Cómo se dan cuenta los terapeutas de que mi hijo o hija no quiere participar, y qué hacen entonces?",
        why: "El Código de Ética para Analistas de Conducta (BCBA y BCaBA) les exige buscar el asentimiento del paciente.",
      },
      {
        question: "¿Usan alguna vez sujeción, aislamiento, castigos o aversivos? ¿Puedo ver su política por escrito?",
        why: "Pida la política por escrito antes de empezar la terapia.",
      },
      {
        question:
          "¿Algún objetivo buscará eliminar la autoestimulación inofensiva, forzar el contacto visual o los abrazos?",
        why: "Las buenas respuestas se centran en la seguridad, la comunicación y la independencia.",
      },
      {
        question: "¿Cómo medirán el progreso, y cada cuánto nos compartirán datos e informes?",
        why: "Usted debería recibir actualizaciones periódicas y fáciles de entender.",
      },
      {
        question: "¿Por qué recomiendan este número de horas por semana?",
        why: "La respuesta debe estar ligada a los objetivos de su hijo o hija, no a un paquete estándar.",
      },
      {
        question: "¿Aceptan mi seguro? ¿Comprobarán mi cobertura de ABA, el deducible y los copagos?",
        why: "Pregúntelo antes de la evaluación para que los costos no le tomen por sorpresa.",
      },
      {
        question: "¿Cuánto hay que esperar para la primera evaluación y, después, para empezar la terapia?",
        why: "Las listas de espera son frecuentes por la falta de personal; conviene preguntar a varios proveedores.",
      },
      {
        question:
          "¿Dónde se hacen las sesiones (en casa, en el centro, en la escuela o en la comunidad), y cómo se trasladarán las habilidades a casa?",
        why: "El lugar debe adaptarse a su hijo o hija y a la rutina de su familia.",
      },
      {
        question: "¿Puedo hablar con familias que usan sus servicios ahora?",
        why: "Otros padres pueden contarle cómo funciona el programa en el día a día.",
      },
    ],
    sources: [
      S.bacbSupervision,
      S.autismSkills,
      S.childsPlay,
      S.abs2012,
      S.eclipseRbt,
      S.uclaNdbi,
      S.alaskaAba,
      S.centria,
      S.johnDo,
      S.iidc,
      S.autismWhatToDo,
      S.butterfly,
      S.abacus,
    ],
  },
  sectionsAfter: [
    {
      id: "insurance",
      title: "Seguros y cobertura pública",
      blocks: [
        { type: "h3", text: "Leyes estatales sobre el seguro del autismo" },
        {
          type: "p",
          text: "Hoy todos los estados exigen algún tipo de cobertura de seguro para el tratamiento del autismo, por ley o por reglamento; Tennessee fue el estado número 50, en agosto de 2019, mediante un boletín de su departamento de seguros y no una ley. Las leyes varían mucho en lo que cubren, y muchas tienen un límite de edad, a menudo 18 o 21 años. Estas leyes estatales solo se aplican a los planes que regula el estado (planes totalmente asegurados).",
        },
        { type: "h3", text: "Planes de empresa que pagan las reclamaciones por su cuenta" },
        {
          type: "p",
          text: "Muchas empresas tienen planes **autofinanciados**: pagan las reclamaciones con sus propios fondos en lugar de comprar una póliza de seguro. Estos planes se rigen por la ley federal (ERISA) y no por las leyes estatales sobre el autismo, y a menudo los administra una aseguradora conocida, así que la tarjeta puede parecer la de un seguro común.",
        },
        {
          type: "ul",
          items: [
            "Pregunte en Recursos Humanos si ABA está cubierto y pida por escrito el **resumen de la descripción del plan (SPD)**, que detalla qué se cubre y qué se excluye.",
            "Si el plan excluye ABA, pregunte si su empresa ofrece otra opción, como un plan totalmente asegurado que deba cubrir el autismo según la ley estatal.",
            "En un caso de 2021 ante un tribunal federal de distrito (Doe v. United Behavioral Health), se determinó que la exclusión general de ABA en un plan violaba la ley federal de paridad en salud mental. Es un solo fallo, pero conviene conocerlo si su plan excluye ABA.",
          ],
        },
        { type: "h3", text: "Planes del mercado de seguros y de pequeñas empresas" },
        {
          type: "p",
          text: "Según la Ley de Cuidado de Salud a Bajo Precio (ACA), los planes individuales y de pequeñas empresas deben cubrir los beneficios de salud esenciales, que incluyen el tratamiento de salud conductual. Cada estado define los detalles mediante un plan de referencia, así que la inclusión de ABA depende del estado. La evaluación del autismo a los 18 y 24 meses se considera atención preventiva, sin costo compartido.",
        },
        { type: "h3", text: "Medicaid para niños y jóvenes menores de 21 años" },
        {
          type: "p",
          text: "Con el beneficio de Medicaid de Detección, Diagnóstico y Tratamiento Tempranos y Periódicos (**EPSDT**), los estados deben cubrir cualquier servicio que Medicaid pueda cubrir y que sea médicamente necesario para corregir o mejorar la condición de un niño, para afiliados menores de 21 años. En julio de 2014, los CMS publicaron un boletín que explica cómo se aplica esto a los servicios para niños autistas. Los CMS no exigen ABA por su nombre: cada estado decide qué es médicamente necesario, pero debe cumplir sus obligaciones del EPSDT.",
        },
        {
          type: "p",
          text: "Los estados también pueden financiar servicios para el autismo mediante exenciones (waivers) de Medicaid y otros programas; consulte [ayuda financiera](/autism-financial-aid#medicaid-waivers).",
        },
        { type: "h3", text: "TRICARE para familias militares" },
        {
          type: "p",
          text: "TRICARE cubre ABA mediante la **Demostración Integral de Atención del Autismo (ACD)**, que es independiente del beneficio médico habitual de TRICARE. Empezó en julio de 2014 y está autorizada hasta el 31 de diciembre de 2028; esa fecha ya se ha prorrogado antes.",
        },
        {
          type: "ul",
          items: [
            "Se necesita un diagnóstico de un proveedor autorizado, una remisión y una autorización previa para todos los servicios de ABA.",
            "Los hijos de militares en servicio activo también deben inscribirse en el Programa para Familiares con Necesidades Excepcionales (EFMP) de su rama y registrarse en el programa ECHO.",
            "La ACD no fija límites de edad ni de tiempo para ABA, pero los servicios deben ser clínicamente necesarios.",
            "Fuera de los Estados Unidos, ABA dentro de la ACD solo está disponible con proveedores de la red de TRICARE y con autorización previa.",
          ],
        },
        { type: "h3", text: "Empleados federales" },
        {
          type: "p",
          text: "Desde el año de cobertura 2017, los planes del programa de beneficios de salud para empleados federales (FEHB) ya no pueden excluir ABA para el autismo. Los planes pueden exigir gestión del caso o autorización previa, o limitar la cobertura a proveedores de la red, y cada plan fija sus propios criterios de necesidad médica.",
        },
        { type: "h3", text: "Si le niegan la cobertura: cómo apelar" },
        {
          type: "ol",
          items: [
            "**Pida la decisión por escrito.** Su aseguradora debe explicar la negativa: en 15 días si se trata de una autorización previa, en 30 días si es por atención ya recibida y en 72 horas si es atención urgente.",
            "**Pregunte por una revisión entre pares.** Los proveedores suelen empezar con una llamada entre el BCBA o el médico y el revisor de la aseguradora, antes de una apelación formal.",
            "**Presente una apelación interna en un plazo de 180 días** desde el aviso de negativa. El Programa de Asistencia al Consumidor de su estado puede ayudarle o presentarla por usted.",
            "**Solicite una revisión externa** si la apelación interna no prospera. Decide un revisor independiente y la aseguradora debe aceptar su decisión. El plazo suele ser de 4 meses después de la denegación interna final según el proceso federal (HealthCare.gov menciona 60 días en algunos procesos estatales); siga la fecha que figura en su aviso. En casos urgentes puede pedir la revisión externa al mismo tiempo que la apelación interna.",
          ],
        },
        {
          type: "p",
          text: "Vale la pena apelar: un estudio del gobierno (de la GAO, anterior a la ACA) encontró que entre el 39% y el 59% de las apelaciones internas se revocaron en los cuatro de seis estados con datos.",
        },
      ],
      sources: [
        S.autismSpeaks50,
        S.plosMandates,
        S.autismSpeaksSelfFunded,
        S.autismPolicyErisa,
        S.debofsky,
        S.autismSpeaksEhb,
        S.autismPolicyAca,
        S.healthinsuranceOrg,
        S.cmsBulletin2014,
        S.cmsFaq2014,
        S.tricareAcd,
        S.tricareWest,
        S.govExec2016,
        S.fedweek,
        S.hcInternal,
        S.hcExternal,
        S.georgetown,
        S.findAba,
        S.chir,
        S.gaoAppeals,
      ],
    },
  ],
  related: {
    heading: "Próximos pasos",
    links: [
      {
        href: "/search",
        label: "Buscar proveedores",
        text: "Encuentre proveedores de ABA por código postal, ciudad, servicio y seguro.",
      },
      {
        href: "/autism-financial-aid",
        label: "Ayuda financiera y subvenciones",
        text: "Exenciones de Medicaid, SSI, cuentas ABLE, deducciones de impuestos y subvenciones para familias.",
      },
      {
        href: "/autism-sensory-products",
        label: "Productos sensoriales",
        text: "Herramientas sensoriales por categoría, con notas de seguridad para cada una.",
      },
    ],
  },
};
