import type { FinancialAidContent } from "./financial-aid.ts";
import { S } from "./sources.ts";

export const financialAidEs: FinancialAidContent = {
  meta: {
    title: "Ayuda financiera y subvenciones para la terapia del autismo",
    description:
      "Formas de pagar ABA y otros servicios para el autismo: exenciones de Medicaid, Medicaid para niños, SSI, cuentas ABLE, la deducción de gastos médicos y organizaciones que otorgan subvenciones a las familias, con quién califica y dónde comprobarlo.",
  },
  eyebrow: "Cómo pagar la terapia",
  heading: "Ayuda financiera y subvenciones para la terapia del autismo",
  lead: "Programas públicos y subvenciones privadas que pueden ayudar a pagar ABA y otros servicios para el autismo: qué cubre cada uno, quién califica y dónde consultar las reglas vigentes.",
  lastReviewed: "2026-11-24",
  disclaimer:
    "Los programas, los límites y los plazos de solicitud cambian con frecuencia. Use esta página como punto de partida y confirme cada detalle con el organismo o la organización antes de presentar una solicitud. Si su hijo o hija tiene seguro médico, empiece por nuestra [guía de seguros y Medicaid](/resources#insurance).",
  labels: {
    funds: "Qué cubre",
    qualifies: "Quién califica",
    limits: "Límites y reglas",
    area: "Dónde",
    infoDate: "Fecha de la información",
    verifyAgency:
      "Las reglas y los montos cambian cada año: confirme los datos vigentes con el organismo antes de presentar su solicitud.",
    verifyOrganization:
      "Los programas de subvenciones abren, cierran y cambian: confirme con la organización las reglas, los plazos y si el programa sigue activo antes de presentar su solicitud.",
  },
  publicHeading: "Programas públicos",
  publicIntro:
    "Estos programas los administran el gobierno federal y los estados. La mayoría tiene listas de espera, requisitos de ingresos o trámites, así que conviene empezar pronto.",
  programs: [
    {
      id: "medicaid-waivers",
      name: "Exenciones de Medicaid para servicios en el hogar y la comunidad (HCBS)",
      funds:
        "Servicios que ayudan a las personas a vivir en su casa y en su comunidad, más allá de lo que cubre Medicaid normalmente. Algunas exenciones estatales para niños autistas cubren ABA.",
      qualifies:
        "Lo decide cada estado. Algunas exenciones son específicas para el autismo; otras son para personas con discapacidades intelectuales y del desarrollo (I/DD). Pregunte en su estado si la elegibilidad de un niño se basa en sus propias necesidades y no en los ingresos de los padres: las reglas varían de un estado a otro.",
      details: [
        {
          type: "ul",
          items: [
            "La mayoría de estos servicios son opcionales para los estados, que pueden limitar cuántas personas inscriben. Esos límites crean listas de espera: desde 2016, cerca de 700,000 personas han estado cada año en listas de espera o de interés para servicios HCBS, y la mayoría buscaba exenciones para I/DD o autismo.",
            "Según datos de 2023 informados a KFF, las esperas promedio fueron de unos 37 meses para las exenciones de autismo y de unos 50 meses para las de I/DD. Como la espera puede durar años, pregunte cuanto antes cómo funciona la lista de su estado.",
            "Las listas no se pueden comparar entre estados: algunos llevan “listas de interés” sin evaluación previa. Según una norma federal de 2024, los estados deben informar cuántas personas esperan y durante cuánto tiempo.",
            "El número de exenciones específicas para el autismo se multiplicó por más de cinco entre 2004 y 2015.",
          ],
        },
      ],
      link: {
        label: "KFF: listas de espera para servicios de Medicaid en el hogar y la comunidad (en inglés)",
        url: S.kffWaitlists.url,
      },
      sources: [S.kffWaitlists, S.ancor, S.risp, S.pmcWaivers, S.ncsl],
    },
    {
      id: "medicaid-children",
      name: "Medicaid para menores de 21 años (EPSDT)",
      funds:
        "Cualquier servicio que Medicaid pueda cubrir y que sea médicamente necesario para corregir o mejorar la condición de un niño. Cada estado decide qué servicios para el autismo son médicamente necesarios, y pueden incluir ABA.",
      qualifies: "Niños y jóvenes menores de 21 años inscritos en Medicaid.",
      details: [
        {
          type: "p",
          text: "Los CMS explicaron cómo se aplica esto a los servicios para el autismo en un boletín de julio de 2014. Nuestra [guía de seguros](/resources#insurance) explica con más detalle Medicaid, TRICARE y los planes privados.",
        },
      ],
      link: {
        label: "Boletín de los CMS sobre la cobertura de Medicaid para niños con autismo (PDF, en inglés)",
        url: S.cmsBulletin2014.url,
      },
      sources: [S.cmsBulletin2014, S.cmsFaq2014],
    },
    {
      id: "ssi",
      name: "Seguridad de Ingreso Suplementario (SSI) para niños",
      funds:
        "Un pago mensual en efectivo que la familia puede usar para las necesidades del niño. En la mayoría de los estados, un niño que recibe SSI también califica para Medicaid.",
      qualifies:
        "Menores de 18 años cuya condición cause “limitaciones funcionales marcadas y graves” que se espera que duren al menos 12 meses. En el caso del autismo, la Administración del Seguro Social busca dificultades documentadas en la comunicación y la interacción social, además de conductas restringidas o repetitivas. El SSI depende de la necesidad económica: si el niño vive con sus padres, una parte de los ingresos y bienes de los padres se cuenta como del niño.",
      details: [
        {
          type: "p",
          text: "El monto mensual cambia cada año; consulte la cantidad vigente con la Administración del Seguro Social.",
        },
      ],
      link: { label: "Administración del Seguro Social: SSI (en inglés)", url: S.ssa.url },
      sources: [S.legalClaritySsi, S.legalClarityMedical, S.aapToolkit, S.ssa],
    },
    {
      id: "able-accounts",
      name: "Cuentas ABLE",
      funds:
        "Ahorros con ventajas fiscales para gastos relacionados con la discapacidad, como vivienda, educación, transporte, salud y tecnología de apoyo.",
      qualifies:
        "Personas cuya discapacidad comenzó antes de los 26 años. A partir del 1 de enero de 2026, el límite sube a antes de los 46 años, lo que se calcula que permitirá calificar a unos 6 millones de personas más.",
      details: [
        {
          type: "ul",
          items: [
            "Los primeros 100,000 dólares de una cuenta ABLE no cuentan para el SSI. Por encima de esa cifra, los pagos del SSI se suspenden, sin terminarse, hasta que el saldo vuelva a bajar del límite; se puede conservar Medicaid sea cual sea el saldo.",
            "Para 2026, los aportes totales tienen un límite de 20,000 dólares al año (IRS, Rev. Proc. 2025-32). El titular de la cuenta que trabaja y no tiene un plan de jubilación del empleador puede aportar hasta 15,650 dólares más de su propio sueldo. Los límites cambian cada año: consulte los vigentes antes de aportar.",
            "Cada estado tiene su propio programa ABLE, y muchos aceptan a residentes de otros estados.",
          ],
        },
      ],
      link: { label: "ABLE National Resource Center (en inglés)", url: S.ablenrc.url },
      sources: [S.irsRevProc202532, S.ssaAbleSsi, S.achieva, S.bivens, S.taxcpe, S.karpLaw, S.ablenrc],
    },
    {
      id: "tax-deduction",
      name: "Deducción de gastos médicos en los impuestos",
      funds:
        "Reduce su impuesto federal sobre la renta por gastos médicos que usted pagó. Algunos gastos de terapia y de educación especial pueden calificar.",
      qualifies:
        "Contribuyentes que detallan sus deducciones. Solo cuenta la parte de los gastos médicos que supere el 7.5% de su ingreso bruto ajustado.",
      details: [
        {
          type: "ul",
          items: [
            "Según las resoluciones 69-607 y 78-340 del IRS, los trastornos neurológicos y las discapacidades graves de aprendizaje se consideran condiciones médicas.",
            "Un gasto que no es puramente médico puede contar si es parte esencial del tratamiento y usted no lo habría tenido de no ser por la condición (una regla que viene del caso Jacobs v. Commissioner, de 1974).",
            "El kilometraje y el estacionamiento de los viajes a terapia pueden contar, según la tarifa de millaje médico del IRS, que cambia cada año.",
            "Las reglas fiscales son detalladas: un profesional de impuestos puede decirle qué se aplica a su familia.",
          ],
        },
      ],
      link: { label: "IRS, Publicación 502, Gastos médicos y dentales (en inglés)", url: S.irs502.url },
      sources: [S.irs502, S.calcpa, S.libertyTax],
    },
  ],
  grantsHeading: "Organizaciones que otorgan subvenciones",
  grantsIntro:
    "Estas organizaciones sin fines de lucro han otorgado subvenciones a familias. Sus programas cambian, y parte de la información es de hace varios años (indicamos la fecha de cada una), así que tome esta lista como pistas para investigar, no como promesas de financiación.",
  grants: [
    {
      id: "act-today",
      name: "ACT Today! (Autism Care Today)",
      area: "Todo el país",
      funds:
        "Terapia, atención médica, tecnología de apoyo, matrícula en escuelas de educación especial, campamentos, perros de asistencia y equipos de seguridad como cascos y cercas.",
      qualifies:
        "Familias de niños autistas. Se da prioridad a las familias con ingresos menores de 100,000 dólares al año, pero los ingresos más altos no quedan excluidos automáticamente.",
      limits:
        "Se pide un solo artículo por solicitud y se admite una solicitud por niño. ACT Today! también ha tenido un programa rápido, “SOS”, para necesidades urgentes de seguridad y otro para familias militares.",
      link: { label: "Preguntas frecuentes sobre las subvenciones de ACT Today! (en inglés)", url: S.actTodayFaq.url },
      infoDate: "de 2012 a 2018, y preguntas frecuentes sin fecha",
      sources: [S.actTodayGrants, S.actTodayFaq, S.actTodaySos, S.actTodayMilitary],
    },
    {
      id: "uhccf",
      name: "UnitedHealthcare Children's Foundation (UHCCF)",
      area: "Todo el país",
      funds:
        "Gastos médicos que un plan de salud comercial no cubre por completo, incluidas las terapias. El pago suele hacerse directamente al proveedor, y pueden incluirse gastos de los 60 días anteriores a la solicitud.",
      qualifies:
        "Niños de 16 años o menos que vivan en los Estados Unidos, estén cubiertos por un plan de salud comercial (no Medicaid) y cumplan los requisitos de ingresos. No hace falta tener un seguro de UnitedHealthcare.",
      limits: "Hasta 5,000 dólares por niño en un período de 12 meses, con un máximo de 10,000 dólares de por vida.",
      link: { label: "Términos y condiciones de las subvenciones de UHCCF (en inglés)", url: S.uhccfTerms.url },
      infoDate: "términos sin fecha; resumen de Trying Together de marzo de 2023",
      sources: [S.uhccfTerms, S.tryingTogether],
    },
    {
      id: "oracle-health-foundation",
      name: "Oracle Health Foundation",
      area: "Todo el país",
      funds:
        "Terapia, evaluaciones, equipos, perros de servicio, viajes y alojamiento para recibir atención, y adaptaciones de vehículos.",
      qualifies:
        "Niños de 18 años o menos (de 19 a 21 años se estudia caso por caso) que estén bajo el cuidado de un médico y cuyo seguro no cubra lo que se solicita.",
      limits:
        "Una solicitud cada 12 meses y tres en total. No paga facturas pasadas, copagos, reformas de la vivienda, perros de terapia ni tratamientos cuestionados por la comunidad médica.",
      link: { label: "Oracle Health Foundation: solicitar una subvención (en inglés)", url: S.oracleHealth.url },
      infoDate: "página sin fecha",
      sources: [S.oracleHealth],
    },
    {
      id: "small-steps-in-speech",
      name: "Small Steps in Speech",
      area: "Todo el país",
      funds:
        "Terapia del habla y del lenguaje, materiales de terapia, campamentos terapéuticos y aplicaciones o programas de comunicación aumentativa (CAA).",
      qualifies:
        "Niños que necesitan apoyo en el habla y el lenguaje; consulte los requisitos vigentes con la organización.",
      limits:
        "No financia la terapia ABA ni iPads. Las aplicaciones y los programas requieren una evaluación formal de comunicación aumentativa y alternativa (CAA). Las solicitudes tienen plazos trimestrales.",
      link: {
        label: "Resumen de las subvenciones de Small Steps in Speech (Hirah Cares, en inglés)",
        url: S.hirahSmallSteps.url,
      },
      infoDate: "agosto de 2025",
      sources: [S.hirahSmallSteps],
    },
    {
      id: "autismcares",
      name: "AutismCares",
      area: "Todo el país",
      funds:
        "Ayuda única después de una crisis, como un desastre natural, una muerte o una enfermedad grave en la familia, pagada directamente a los proveedores.",
      qualifies:
        "Familias de personas autistas que atraviesan una crisis. En el pasado, los ingresos del hogar debían ser menores de 65,000 dólares.",
      limits: "En el pasado, hasta 1,500 dólares por familia.",
      link: { label: "Easterseals: sobre AutismCares (en inglés)", url: S.eastersealsAutismCares.url },
      infoDate: "octubre de 2008, y una publicación sin fecha de Easterseals",
      sources: [S.eastersealsAutismCares, S.autismCares2008],
    },
    {
      id: "autism-hero-project",
      name: "Autism Hero Project",
      area: "Zona de Chicago",
      funds: "Subvenciones para pagar la terapia ABA a familias que no pueden costearla.",
      qualifies: "Familias de la zona de Chicago. Las solicitudes se abren durante un período cada año.",
      link: { label: "Autism Hero Project", url: S.autismHeroProject.url },
      infoDate: "reportaje sin fecha de CBS Chicago",
      sources: [S.cbsAutismHero],
    },
    {
      id: "faces-houston",
      name: "FACES (Foundation for Autism Care and Education Services)",
      area: "Zona de Houston",
      funds:
        "Recauda fondos para pagar ABA a familias que no pueden costearla; hasta 2017 había entregado más de un millón de dólares a 213 pacientes.",
      qualifies: "Familias de la zona de Houston que no pueden pagar ABA.",
      link: { label: "Community Impact: sobre FACES (en inglés)", url: S.facesHouston.url },
      infoDate: "agosto de 2017",
      sources: [S.facesHouston],
    },
    {
      id: "masonic-texas",
      name: "Masonic Children & Family Services of Texas",
      area: "Texas",
      funds: "Terapias, entre ellas ABA.",
      qualifies: "Residentes de Texas, para un niño o joven de 21 años o menos.",
      link: { label: "Behavior Exchange: recursos de ayuda financiera (en inglés)", url: S.behaviorExchange.url },
      infoDate: "página sin fecha",
      sources: [S.behaviorExchange],
    },
  ],
  notListed:
    "No pudimos confirmar los datos actuales del programa “Helping Hand” de la National Autism Association ni de Modest Needs, por lo que no aparecen aquí.",
  tipsHeading: "Consejos para presentar solicitudes",
  tips: [
    "Solicite más de un programa: cada uno tiene sus propias reglas, límites y plazos.",
    "La mayoría de las solicitudes piden el diagnóstico, los datos del seguro y un comprobante de ingresos; tenga copias a mano.",
    "Si el seguro le negó un servicio, apele también esa decisión; nuestra [guía de apelaciones](/resources#insurance) explica los pasos.",
    "Lea las reglas vigentes de cada organización antes de solicitar, aunque alguien que usted conoce haya recibido una subvención hace poco.",
  ],
};
