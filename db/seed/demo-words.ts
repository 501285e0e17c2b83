/**
 * Word lists for fictional provider names, addresses, descriptions and reviews. Names of real
 * national ABA chains are deliberately absent (see BRAND_NAMES_TO_AVOID).
 */

/** Real ABA brands a generated name must never contain; checked by the generator's tests. */
export const BRAND_NAMES_TO_AVOID = [
  "Centria",
  "Hopebridge",
  "BlueSprig",
  "Action Behavior",
  "Trumpet",
  "Proud Moments",
  "Caravel",
  "Invo",
  "Butterfly Effects",
  "Behavioral Innovations",
  "Autism Learning Partners",
  "Lighthouse",
  "Acorn",
  "Cortica",
  "Catalight",
  "Kyo",
  "LEARN Behavioral",
  "Helping Hands",
  "Little Leaves",
  "Behavior Frontiers",
] as const;

export const NAME_ADJECTIVES = [
  "Bright", "Little", "Harbor", "Summit", "Evergreen", "Golden", "Clear", "Kind", "Open", "True North",
  "Steady", "Gentle", "Sunny", "Brave", "Compass", "Horizon", "Cedar", "Willow", "Maple", "River",
  "North Star", "Spring", "Meadow", "Oak", "Aspen", "Coastal", "Prairie", "Mountain", "Valley", "Lakeside",
  "Firefly", "Keystone", "Cornerstone", "Stepping Stone", "Blue Heron", "Tall Pine", "Silver Creek", "Red Oak",
  "Sunflower", "Bluebird", "Juniper", "Magnolia", "Redwood", "Hummingbird", "Riverbend", "Wildflower",
] as const;

export const NAME_NOUNS = [
  "Steps", "Sprouts", "Minds", "Paths", "Bridges", "Roots", "Horizons", "Beginnings", "Connections",
  "Milestones", "Futures", "Leaps", "Seeds", "Wings", "Pathways", "Voices", "Blossoms", "Strides", "Sparks",
] as const;

/** Weighted: the common ways ABA practices describe themselves. */
export const NAME_SUFFIXES: ReadonlyArray<readonly [string, number]> = [
  ["ABA Therapy", 8],
  ["Autism Center", 6],
  ["Behavioral Health", 5],
  ["Behavior Services", 4],
  ["ABA", 5],
  ["Autism Services", 4],
  ["Learning Center", 3],
  ["Therapy Group", 2],
  ["Developmental Center", 2],
  ["Behavior Consulting", 2],
  ["Child Development Center", 1],
  ["Pediatric Therapy", 1],
  ["Behavioral Therapy", 2],
];

export const SURNAMES = [
  "Whitaker", "Alvarez", "Chen", "Okafor", "Patel", "Nguyen", "Brooks", "Sullivan", "Harper", "Delgado",
  "Kim", "Morales", "Bennett", "Foster", "Ramirez", "Hayes", "Castillo", "Park", "Coleman", "Ortega",
  "Reyes", "Jensen", "Novak", "Abbott", "Lindgren", "Mensah", "Haddad", "Tran", "Gallagher", "Whitfield",
] as const;

export const STREET_NAMES = [
  "Maple", "Oak", "Cedar", "Main", "Park", "Washington", "Lincoln", "Lake", "Hill", "Pine", "Elm", "Sunset",
  "River", "Church", "Highland", "Ridge", "Meadow", "Willow", "Jefferson", "Madison", "Franklin", "Walnut",
  "Chestnut", "Spring", "Mill", "Center", "Forest", "College", "Broad", "Market", "Cherry", "Magnolia",
  "1st", "2nd", "3rd", "4th", "5th", "10th", "Commerce", "Industrial", "Medical Center", "Professional",
] as const;

export const STREET_SUFFIXES = ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Way", "Pkwy", "Ct", "Pl"] as const;

export const EMAIL_LOCAL_PARTS = ["info", "intake", "contact", "office", "hello", "admin", "frontdesk"] as const;

export const OPENING_HOURS: ReadonlyArray<readonly [string | null, number]> = [
  ["8:00 AM-6:00 PM", 40],
  ["7:30 AM-5:30 PM", 14],
  ["9:00 AM-7:00 PM", 10],
  ["8:00 AM-5:00 PM", 14],
  ["8:30 AM-5:00 PM", 8],
  ["7:00 AM-7:00 PM", 4],
  ["9:00 AM-5:00 PM", 5],
  [null, 5],
];

/** How a service reads inside a sentence. */
export const SERVICE_PHRASES: Readonly<Record<string, string>> = {
  "ABA Center": "center-based ABA programs",
  "ABA Therapy": "ABA therapy",
  "Adult Autism": "support for autistic adults",
  "Autism Diagnosis": "diagnostic evaluations",
  "Autism Testing": "autism testing",
  "Autism Therapy": "autism therapy",
  "Behavior Analysis": "behavior analysis",
  "Behavior Therapy": "behavior therapy",
  "Cognitive Behavioral Therapy": "cognitive behavioral therapy",
  "Early Intervention": "early intervention",
  "Pediatric Therapy": "pediatric therapy",
  "Speech Therapy": "speech therapy",
  "Telehealth & Remote Services": "telehealth sessions",
};

export const CARE_SETTING_PHRASES: Readonly<Record<string, string>> = {
  center: "at our center",
  "in-home": "in family homes",
  school: "at school",
  telehealth: "over secure video",
};

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: "English",
  es: "Spanish",
  zh: "Mandarin",
  vi: "Vietnamese",
  ko: "Korean",
  ar: "Arabic",
  ru: "Russian",
  tl: "Tagalog",
  fr: "French",
  pt: "Portuguese",
  ht: "Haitian Creole",
  asl: "American Sign Language",
};

export const APPROACH_SENTENCES = [
  "Programs are designed and supervised by Board Certified Behavior Analysts and adjusted as each child grows.",
  "Each plan is individualized and focuses on communication, play, daily living and social skills.",
  "Parents and caregivers are invited to take part in training so new skills carry over at home.",
  "Our team works alongside schools, pediatricians and speech therapists when families ask us to.",
  "We begin with a thorough assessment and set goals together with each family.",
  "Therapy is play-based and built around each learner's interests.",
  "Registered Behavior Technicians work one-on-one with each learner under regular BCBA supervision.",
] as const;

export const INTAKE_SENTENCES = [
  "Call to ask about current openings and the insurance plans we accept.",
  "Contact our intake team to schedule a tour or an introductory call.",
  "New families can request an intake appointment by phone or email.",
  "We are happy to help families check their insurance benefits before starting services.",
] as const;

export const REVIEWER_FIRST_NAMES = [
  "Maria", "Jessica", "Ashley", "Sarah", "Emily", "Jennifer", "Amanda", "Lauren", "Brittany", "Megan",
  "Rachel", "Nicole", "Stephanie", "Danielle", "Christina", "Michael", "David", "James", "Chris", "Daniel",
  "Kevin", "Brian", "Jason", "Matt", "Andre", "Marcus", "Jamal", "Aisha", "Keisha", "Priya", "Anh", "Linh",
  "Mei", "Wei", "Jin", "Fatima", "Omar", "Sofia", "Lucia", "Carmen", "Rosa", "Ana", "Luis", "Carlos",
  "Miguel", "Juan", "Guadalupe", "Tanya", "Heather", "Kelsey", "Olga", "Tuan", "Samantha", "Erin", "Tyler",
] as const;

export const REVIEW_COMMENTS_EN: Readonly<Record<"good" | "mixed" | "poor", readonly string[]>> = {
  good: [
    "Our son has made so much progress with his communication since starting here. The therapists are patient and kind.",
    "The BCBA explains everything clearly and always makes time for our questions.",
    "We love the parent training sessions. We finally feel like we know how to help at home.",
    "Scheduling was easy and the front desk helped us sort out our insurance.",
    "Our daughter looks forward to her sessions every day. The staff truly care.",
    "Very professional team. They kept us updated on goals and progress every month.",
    "The in-home sessions have made a real difference for our whole family.",
    "Great communication with our son's school team. Highly recommend.",
    "Warm, welcoming center and a consistent therapist, which matters a lot to us.",
    "They listened to what mattered to our family and built the plan around it.",
    "Intake was quick and the assessment was thorough.",
    "Friendly staff, clean center, and our kiddo is happy to go.",
  ],
  mixed: [
    "Good therapists, but there has been a lot of staff turnover this year.",
    "Services are helpful, though scheduling can be difficult around school hours.",
    "The center is nice but communication about cancellations could be better.",
    "Our BCBA is great. Billing took a while to get sorted out.",
    "Decent experience overall. The waitlist was longer than we were told.",
    "Some sessions are excellent, others feel rushed.",
  ],
  poor: [
    "We waited months to start and then our therapist changed three times.",
    "Hard to reach anyone by phone and messages were not returned.",
    "Sessions were cancelled often without much notice.",
    "We did not feel our concerns were taken seriously.",
    "Billing problems went on for months before they were fixed.",
    "Not a good fit for our family. Communication was poor.",
  ],
};

export const REVIEW_COMMENTS_ES: Readonly<Record<"good" | "mixed" | "poor", readonly string[]>> = {
  good: [
    "Excelente atención. Nuestro hijo ha avanzado mucho en su comunicación.",
    "Las terapeutas son muy pacientes y siempre nos explican todo en español.",
    "Nos ayudaron con el seguro y con la escuela. Muy recomendados.",
    "Mi hija está feliz de venir a sus sesiones. Gracias a todo el equipo.",
    "El entrenamiento para padres nos ha ayudado muchísimo en casa.",
  ],
  mixed: [
    "Buenas terapeutas, pero es difícil conseguir horarios por la tarde.",
    "El servicio es bueno, aunque la lista de espera fue larga.",
  ],
  poor: [
    "Cancelaron muchas sesiones sin avisar con tiempo.",
    "Fue muy difícil comunicarnos con la oficina.",
  ],
};
