/** The fixed parts of the demo data: insurers, products and one account per role. */
import type { Role } from "@domain/roles.ts";
import { slugify } from "@domain/slug.ts";

export interface DemoInsuranceProvider {
  /** Stable key, stored in insurance_providers.name. */
  name: string;
  displayName: string;
  sortOrder: number;
  /** How often demo providers list this insurer (relative weight). */
  weight: number;
  /** Only offered in these states (regional plans); every state when absent. */
  states?: readonly string[];
}

export const DEMO_INSURANCE_PROVIDERS: readonly DemoInsuranceProvider[] = [
  { name: "medicaid", displayName: "Medicaid", sortOrder: 10, weight: 0 /* chosen separately, see generator */ },
  { name: "aetna", displayName: "Aetna", sortOrder: 20, weight: 8 },
  {
    name: "anthem",
    displayName: "Anthem Blue Cross Blue Shield",
    sortOrder: 30,
    weight: 9,
    states: ["CA", "CO", "CT", "GA", "IN", "KY", "ME", "MO", "NV", "NH", "NY", "OH", "VA", "WI"],
  },
  { name: "bcbs", displayName: "Blue Cross Blue Shield", sortOrder: 40, weight: 10 },
  { name: "cigna", displayName: "Cigna", sortOrder: 50, weight: 8 },
  { name: "unitedhealthcare", displayName: "UnitedHealthcare", sortOrder: 60, weight: 9 },
  { name: "humana", displayName: "Humana", sortOrder: 70, weight: 4 },
  {
    name: "kaiser",
    displayName: "Kaiser Permanente",
    sortOrder: 80,
    weight: 8,
    states: ["CA", "CO", "GA", "HI", "MD", "VA", "DC", "OR", "WA"],
  },
  { name: "molina", displayName: "Molina Healthcare", sortOrder: 90, weight: 4 },
  { name: "ambetter", displayName: "Centene (Ambetter)", sortOrder: 100, weight: 3 },
  { name: "highmark", displayName: "Highmark", sortOrder: 110, weight: 9, states: ["PA", "DE", "WV", "NY"] },
  { name: "optum", displayName: "Optum", sortOrder: 120, weight: 5 },
  { name: "magellan", displayName: "Magellan Health", sortOrder: 130, weight: 3 },
  { name: "carelon", displayName: "Beacon Health Options (Carelon)", sortOrder: 140, weight: 3 },
  { name: "tricare", displayName: "TRICARE", sortOrder: 150, weight: 5 },
];

export interface DemoProduct {
  name: string;
  description: string;
  /** Spanish name and description (generic product texts, shown on the Spanish page). */
  nameEs: string;
  descriptionEs: string;
  price: string;
  category: string;
  ageRange: string;
  affiliateLink: string;
  imageUrl: string | null;
  sortOrder: number;
  isActive: boolean;
}

type ProductSeed = [
  name: string,
  category: string,
  price: string,
  ageRange: string,
  description: string,
  nameEs: string,
  descriptionEs: string,
];

const PRODUCT_SEEDS: ProductSeed[] = [
  [
    "Textured Sensory Ball Set",
    "sensory-toys",
    "14.99",
    "3+",
    "Six soft balls with different textures for tactile play and catching games.",
    "Juego de pelotas sensoriales con texturas",
    "Seis pelotas blandas con texturas distintas para el juego táctil y para atrapar.",
  ],
  [
    "Liquid Motion Bubbler Timer",
    "sensory-toys",
    "9.99",
    "3+",
    "Coloured droplets trickle down slowly; a calm thing to watch during breaks.",
    "Temporizador de burbujas de líquido",
    "Gotas de colores que bajan despacio; algo tranquilo que mirar durante los descansos.",
  ],
  [
    "Tactile Sensory Discs",
    "sensory-toys",
    "29.99",
    "2+",
    "Ten textured rubber discs to touch, stand on or match by feel.",
    "Discos sensoriales táctiles",
    "Diez discos de goma con texturas para tocar, pisar o emparejar por el tacto.",
  ],
  [
    "Weighted Lap Pad (5 lb)",
    "weighted-products",
    "39.99",
    "6-12",
    "A washable lap pad filled with glass beads for seated activities.",
    "Almohadilla con peso para el regazo (5 lb)",
    "Almohadilla lavable rellena de microesferas de vidrio para actividades en posición sentada.",
  ],
  [
    "Kids' Weighted Blanket (7 lb)",
    "weighted-products",
    "59.99",
    "6-12",
    "Quilted blanket with evenly distributed weight pockets and a removable cover.",
    "Manta con peso para niños (7 lb)",
    "Manta acolchada con bolsillos de peso repartidos de forma uniforme y funda extraíble.",
  ],
  [
    "Weighted Shoulder Wrap",
    "weighted-products",
    "34.99",
    "Teens & adults",
    "Drapes over the shoulders while reading, working or travelling.",
    "Chal con peso para los hombros",
    "Se coloca sobre los hombros para leer, trabajar o viajar.",
  ],
  [
    "Kids' Noise-Reducing Earmuffs",
    "noise-reduction",
    "19.99",
    "3-12",
    "Adjustable padded earmuffs for loud places such as assemblies and fireworks.",
    "Orejeras con reducción de ruido para niños",
    "Orejeras acolchadas y ajustables para lugares ruidosos, como actos escolares y fuegos artificiales.",
  ],
  [
    "Low-Profile Noise-Reduction Earplugs",
    "noise-reduction",
    "24.99",
    "Teens & adults",
    "Reusable silicone earplugs that soften noise while keeping speech audible.",
    "Tapones discretos con reducción de ruido",
    "Tapones de silicona reutilizables que suavizan el ruido y dejan oír la conversación.",
  ],
  [
    "Over-Ear Hearing Protection",
    "noise-reduction",
    "29.99",
    "Teens & adults",
    "Foldable over-ear protection with soft cushions for long wear.",
    "Protectores auditivos de diadema",
    "Protectores plegables que cubren las orejas, con almohadillas blandas para llevarlos mucho tiempo.",
  ],
  [
    "Picture Communication Card Set",
    "communication",
    "32.99",
    "3+",
    "Over 300 laminated picture cards for everyday words, feelings and places.",
    "Juego de tarjetas de comunicación con imágenes",
    "Más de 300 tarjetas plastificadas con imágenes de palabras cotidianas, emociones y lugares.",
  ],
  [
    "Recordable Talking Buttons (4-pack)",
    "communication",
    "27.99",
    "2+",
    "Record a word or phrase on each button; press to play it back.",
    "Botones parlantes grabables (paquete de 4)",
    "Grabe una palabra o una frase en cada botón; al pulsarlo, se reproduce.",
  ],
  [
    "First-Then Communication Board",
    "communication",
    "15.99",
    "3+",
    "A two-step board that shows what happens first and what comes next.",
    "Tablero de comunicación «primero-después»",
    "Un tablero de dos pasos que muestra qué pasa primero y qué viene después.",
  ],
  [
    "Magnetic Daily Visual Schedule",
    "visual-schedules",
    "24.99",
    "3-12",
    "Fridge-friendly schedule with 70 magnetic picture tiles for daily routines.",
    "Horario visual diario magnético",
    "Horario para el refrigerador con 70 fichas magnéticas con imágenes para las rutinas del día.",
  ],
  [
    "Visual Countdown Timer",
    "visual-schedules",
    "21.99",
    "3+",
    "Shows the time left as a shrinking coloured disc, with an optional soft chime.",
    "Temporizador visual de cuenta regresiva",
    "Muestra el tiempo que queda como un disco de color que se encoge, con un timbre suave opcional.",
  ],
  [
    "Routine Chart with Picture Cards",
    "visual-schedules",
    "18.99",
    "4-10",
    "Morning, after-school and bedtime routines with reusable picture cards.",
    "Tabla de rutinas con tarjetas de imágenes",
    "Rutinas de la mañana, de después de la escuela y de la hora de dormir, con tarjetas de imágenes reutilizables.",
  ],
  [
    "Silicone Pop Fidget",
    "fidgets",
    "6.99",
    "3+",
    "Quiet, washable push-and-pop fidget that fits in a pocket.",
    "Juguete de silicona para presionar burbujas",
    "Juguete para manipular, silencioso y lavable, que cabe en el bolsillo.",
  ],
  [
    "Stretchy String Fidgets (6-pack)",
    "fidgets",
    "8.99",
    "3+",
    "Soft stretchy strings to pull, twist and wrap during seated work.",
    "Cuerdas elásticas para manipular (paquete de 6)",
    "Cuerdas blandas y elásticas para estirar, retorcer y enrollar durante las tareas en la mesa.",
  ],
  [
    "Chewable Pendant Necklace",
    "fidgets",
    "12.99",
    "5+",
    "Food-grade silicone pendant on a breakaway cord for oral sensory needs.",
    "Collar con colgante masticable",
    "Colgante de silicona de grado alimentario con un cordón que se suelta solo, para necesidades sensoriales orales.",
  ],
  [
    "Wobble Seat Cushion",
    "seating",
    "22.99",
    "5+",
    "An air-filled cushion that allows small movements while sitting.",
    "Cojín de asiento inestable",
    "Un cojín inflable que permite pequeños movimientos mientras se está sentado.",
  ],
  [
    "Peanut Therapy Ball",
    "seating",
    "34.99",
    "3+",
    "A stable, peanut-shaped ball for bouncing, rolling and core play.",
    "Pelota terapéutica en forma de maní",
    "Una pelota estable en forma de maní para rebotar, rodar y jugar fortaleciendo el tronco.",
  ],
  [
    "Sensory Compression Sleep Sheet",
    "sleep",
    "39.99",
    "4-12",
    "A stretchy sheet that fits over the mattress for snug, even pressure.",
    "Sábana sensorial de compresión para dormir",
    "Una sábana elástica que se ajusta sobre el colchón y da una presión envolvente y uniforme.",
  ],
  [
    "White Noise Sound Machine",
    "sleep",
    "29.99",
    "All ages",
    "Steady fan and nature sounds with a timer and adjustable volume.",
    "Máquina de ruido blanco",
    "Sonidos constantes de ventilador y de la naturaleza, con temporizador y volumen ajustable.",
  ],
  [
    "Bedtime Routine Picture Cards",
    "sleep",
    "11.99",
    "3-8",
    "Step-by-step picture cards for brushing teeth, pajamas and lights out.",
    "Tarjetas de imágenes para la rutina de dormir",
    "Tarjetas de imágenes paso a paso para lavarse los dientes, ponerse el pijama y apagar la luz.",
  ],
  [
    "Medical ID Wristband",
    "safety",
    "16.99",
    "All ages",
    "Soft silicone band with an engraved plate for a name and emergency contact.",
    "Pulsera de identificación médica",
    "Pulsera de silicona suave con una placa grabada para un nombre y un contacto de emergencia.",
  ],
  [
    "Door and Window Alarm Set (4-pack)",
    "safety",
    "25.99",
    "All ages",
    "Battery-powered chimes that sound when a door or window opens.",
    "Juego de alarmas para puertas y ventanas (paquete de 4)",
    "Timbres a pilas que suenan cuando se abre una puerta o una ventana.",
  ],
  [
    "Personal GPS Locator Tag",
    "safety",
    "49.99",
    "All ages",
    "A small tag that clips to a belt or shoe and shares its location with caregivers.",
    "Localizador GPS personal",
    "Una pequeña etiqueta que se engancha al cinturón o al zapato y comparte su ubicación con los cuidadores.",
  ],
  [
    "Emotions Flip Book",
    "communication",
    "13.99",
    "4-10",
    "Illustrated faces and short prompts to name and talk about feelings.",
    "Libro de emociones para hojear",
    "Caras ilustradas y preguntas breves para nombrar las emociones y hablar de ellas.",
  ],
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = PRODUCT_SEEDS.map(
  ([name, category, price, ageRange, description, nameEs, descriptionEs], i) => {
    const slug = slugify(name);
    return {
      name,
      description,
      nameEs,
      descriptionEs,
      price,
      category,
      ageRange,
      affiliateLink: `https://www.example.com/products/${slug}`,
      // No product photos ship with the demo: the catalogue shows its neutral placeholder.
      imageUrl: null,
      sortOrder: (i + 1) * 10,
      isActive: true,
    };
  },
);

export interface DemoUser {
  username: string;
  role: Role;
  email: string;
  fullName: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: "admin", role: "site_admin", email: "admin@example.com", fullName: "Alex Morgan" },
  { username: "listingadmin", role: "listing_admin", email: "listingadmin@example.com", fullName: "Jordan Lee" },
  { username: "provider", role: "listing_contributor", email: "provider@example.com", fullName: "Taylor Rivera" },
];

/** The demo contributor owns the first few generated listings, so the owner's screens have data. */
export const DEMO_OWNER_USERNAME = "provider";
export const DEMO_OWNED_LISTINGS = 3;
