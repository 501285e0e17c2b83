import type { ProductsContent } from "./products.ts";
import { S } from "./sources.ts";

export const productsEs: ProductsContent = {
  meta: {
    title: "Productos sensoriales para el autismo, con notas de seguridad",
    description:
      "Herramientas sensoriales para niños y adultos autistas, por categoría y edad: productos con peso, reducción de ruido, objetos para manipular y morder, horarios visuales, comunicación, sueño y seguridad, cada una con notas de seguridad.",
  },
  eyebrow: "Productos sensoriales",
  heading: "Productos sensoriales para el autismo",
  lead: "Herramientas sensoriales que usan muchas familias y terapeutas ocupacionales para calmarse, concentrarse, comunicarse, dormir y estar seguros. Filtre por categoría y edad, y lea las notas de seguridad antes de comprar.",
  lastReviewed: "2026-11-22",
  disclosureTitle: "Aviso sobre enlaces de afiliados",
  disclosure:
    "Los enlaces a productos de esta página son enlaces de afiliados: si usted compra algo después de seguir uno, la tienda puede pagarle una comisión a ABA Atlas, sin costo adicional para usted. No probamos estos productos, y que aparezcan aquí no es una recomendación médica. Los precios los fija la tienda y pueden haber cambiado.",
  filters: {
    heading: "Filtrar y ordenar",
    category: "Categoría",
    allCategories: "Todas las categorías",
    age: "Edad",
    anyAge: "Cualquier edad",
    ageBands: {
      "under-3": "Menores de 3 años",
      "3-5": "De 3 a 5 años",
      "6-12": "De 6 a 12 años",
      "13-plus": "13 años o más (adolescentes y adultos)",
    },
    sort: "Ordenar por",
    sorts: {
      featured: "Destacados",
      "price-asc": "Precio: de menor a mayor",
      "price-desc": "Precio: de mayor a menor",
      name: "Nombre: de la A a la Z",
    },
    apply: "Mostrar productos",
    clear: "Quitar filtros",
  },
  results: {
    heading: "Productos",
    count: "Se muestran {shown} de {total} productos",
    countOne: "Se muestra 1 de {total} productos",
    emptyTitle: "Ningún producto coincide con estos filtros",
    emptyText: "Pruebe con otra categoría o edad, o quite los filtros para ver todos los productos.",
    catalogueEmpty: "Todavía no hay productos en el catálogo. Vuelva a consultar más adelante.",
  },
  card: {
    price: "Precio",
    ages: "Edades",
    noPrice: "Consultar en la tienda",
    view: "Ver en la tienda",
    safetyLink: "Notas de seguridad",
  },
  ages: {
    plus: "{min} años o más",
    range: "De {min} a {max} años",
    all: "Todas las edades",
    teens: "Adolescentes y adultos",
    adults: "Adultos",
  },
  safety: {
    heading: "Notas de seguridad por categoría",
    intro:
      "Léalas antes de comprar. Resumen recomendaciones públicas de seguridad y prácticas habituales de terapia ocupacional; no sustituyen los consejos del médico o del terapeuta ocupacional de su hijo o hija.",
    general: [
      "No probamos estos productos. Siga la edad indicada por el fabricante y sus instrucciones.",
      "Las herramientas sensoriales funcionan mejor como parte de un plan: un terapeuta ocupacional puede sugerirle cuáles convienen a su hijo o hija y cómo usarlas.",
      "Deje de usar cualquier producto que parezca angustiar a su hijo o hija, y revise los productos con regularidad para ver si están desgastados.",
    ],
    selectedHeading: "Notas de seguridad de esta categoría",
    notes: {
      "weighted-products": {
        title: "Mantas, almohadillas y chales con peso",
        points: [
          "**Nunca** ponga una manta, un saco de dormir, una envoltura ni ningún otro objeto con peso sobre un bebé dormido ni cerca de él. La Academia Estadounidense de Pediatría (AAP) lo desaconseja, y la Comisión de Seguridad de Productos del Consumidor (CPSC) tiene constancia de al menos la muerte de un bebé relacionada con un producto con peso. En 2024, varias grandes tiendas anunciaron que dejarían de vender productos con peso para el sueño de los bebés.",
          "No existe una edad mínima oficial para los niños pequeños. Se suele recomendar no usar mantas con peso antes de los 2 años, y algunos pediatras aconsejan no usar ningún producto con peso antes de los 3.",
          "Una regla práctica habitual es un peso de alrededor del 10% del peso corporal del niño (algunos terapeutas ocupacionales hablan de un 10 a 15%). Es una recomendación práctica, no una norma: consulte con un terapeuta ocupacional el peso adecuado y cómo usarlo.",
          "Su hijo o hija debe poder quitarse el objeto sin ayuda. Los niños con discapacidades del desarrollo pueden no ser capaces de mostrar incomodidad ni de apartar un objeto pesado, así que supervise su uso.",
          "Para calmarse durante el día, los terapeutas ocupacionales suelen sugerir ratos cortos, de unos 15 a 30 minutos, porque el efecto disminuye a medida que el cuerpo se acostumbra.",
        ],
        sources: [S.manaAap, S.consumerReports, S.womans, S.nordonia, S.larkCenter, S.allForChildhood],
      },
      sleep: {
        title: "Productos para dormir",
        points: [
          "Para los bebés, la Academia Estadounidense de Pediatría recomienda dormir boca arriba, sobre una superficie firme y plana, sin almohadas, mantas, protectores ni peluches en la cuna. Nunca use nada con peso con un bebé.",
          "Las sábanas de compresión dan una presión firme y uniforme sin añadir peso. Deben quedar ajustadas, pero permitir pasar uno o dos dedos bajo la tela, y su hijo o hija debe poder moverse y salir de ellas con libertad.",
          "Mantenga las máquinas de sonido a volumen bajo.",
          "Si los problemas de sueño continúan, hable con el médico de su hijo o hija antes de confiar en un producto.",
        ],
        sources: [S.aapSafeSleep, S.manaAap, S.larkCenter],
      },
      "noise-reduction": {
        title: "Orejeras, tapones y auriculares",
        points: [
          "Las orejeras pasivas reducen todos los sonidos y sirven para eventos muy ruidosos, como los fuegos artificiales; los auriculares con cancelación activa de ruido reducen el ruido de fondo pero dejan oír las voces.",
          "Úselos en situaciones ruidosas o abrumadoras, no todo el día, y consulte con un terapeuta ocupacional si su hijo o hija quiere llevarlos constantemente.",
          "Los auriculares, sobre todo con música, pueden impedir oír peligros como el tráfico: enseñe normas de seguridad junto con la herramienta.",
          "Los tapones para los oídos son tan pequeños que pueden provocar asfixia en niños pequeños.",
        ],
        sources: [S.divergentMinds, S.lifeOnAutism, S.cpscSmallParts],
      },
      fidgets: {
        title: "Objetos para manipular y morder",
        points: [
          "Los juguetes para menores de 3 años no pueden tener piezas pequeñas, por el riesgo de asfixia. Muchos objetos para manipular, y las piezas que se les pueden desprender, son pequeños: siga la edad indicada en la etiqueta y manténgalos lejos de bebés y niños pequeños.",
          "Los mordedores deben estar hechos para morder: resistentes y no tóxicos. Revíselos a menudo y cámbielos en cuanto vea desgaste, grietas o roturas, porque pueden desprenderse trozos.",
          "Supervise a los niños que llevan collares mordedores, elija un cierre de seguridad que se abra al tirar y quíteselos para dormir.",
        ],
        sources: [S.cpscSmallParts, S.analyfe, S.chewables],
      },
      "sensory-toys": {
        title: "Juguetes sensoriales",
        points: [
          "Los juguetes con piezas pequeñas no son para menores de 3 años, por el riesgo de asfixia: siga la edad indicada en la etiqueta.",
          "Revise con regularidad las pelotas y discos con texturas y los juguetes con líquido para detectar roturas, fugas o piezas sueltas.",
        ],
        sources: [S.cpscSmallParts],
      },
      "visual-schedules": {
        title: "Horarios visuales y temporizadores",
        points: [
          "Algunos horarios usan imanes pequeños. Si se tragan, los imanes pueden atraerse dentro del cuerpo y causar lesiones graves: mantenga los imanes sueltos lejos de los niños pequeños y busque atención médica de inmediato si cree que su hijo o hija se tragó uno.",
          "Mantenga cerrada la tapa de las pilas de los temporizadores; las pilas de botón son peligrosas si se tragan.",
        ],
        sources: [S.poisonMagnets],
      },
      communication: {
        title: "Herramientas de comunicación",
        points: [
          "Las tarjetas pequeñas y los botones grabables pueden provocar asfixia en menores de 3 años: revise la edad indicada en la etiqueta.",
          "Las herramientas de comunicación ayudan, pero no sustituyen una evaluación del habla y el lenguaje. Un patólogo del habla y el lenguaje puede recomendar un sistema de comunicación aumentativa (CAA) adecuado para su hijo o hija.",
        ],
        sources: [S.cpscSmallParts],
      },
      seating: {
        title: "Asientos y movimiento",
        points: [
          "Use las pelotas de terapia y los cojines inestables sobre una superficie plana y estable, con supervisión, y respete el peso máximo que indica el fabricante.",
          "Los terapeutas ocupacionales usan equipos como columpios, camas elásticas y pelotas de terapia para la regulación sensorial; pregunte a un terapeuta ocupacional qué actividades convienen a su hijo o hija.",
        ],
        sources: [S.coggleOt],
      },
      safety: {
        title: "Dispositivos de seguridad",
        points: [
          "Las alarmas, las pulseras de identificación y los localizadores pueden ayudar, pero no sustituyen la supervisión.",
          "Pruebe las alarmas y los localizadores con regularidad y manténgalos cargados; guarde las pilas de botón fuera del alcance de los niños.",
        ],
        sources: [],
      },
    },
  },
};
