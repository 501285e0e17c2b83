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
  price: string;
  category: string;
  ageRange: string;
  affiliateLink: string;
  imageUrl: string | null;
  sortOrder: number;
  isActive: boolean;
}

type ProductSeed = [name: string, category: string, price: string, ageRange: string, description: string];

const PRODUCT_SEEDS: ProductSeed[] = [
  [
    "Textured Sensory Ball Set",
    "sensory-toys",
    "14.99",
    "3+",
    "Six soft balls with different textures for tactile play and catching games.",
  ],
  [
    "Liquid Motion Bubbler Timer",
    "sensory-toys",
    "9.99",
    "3+",
    "Coloured droplets trickle down slowly; a calm thing to watch during breaks.",
  ],
  [
    "Tactile Sensory Discs",
    "sensory-toys",
    "29.99",
    "2+",
    "Ten textured rubber discs to touch, stand on or match by feel.",
  ],
  [
    "Weighted Lap Pad (5 lb)",
    "weighted-products",
    "39.99",
    "6-12",
    "A washable lap pad filled with glass beads for seated activities.",
  ],
  [
    "Kids' Weighted Blanket (7 lb)",
    "weighted-products",
    "59.99",
    "6-12",
    "Quilted blanket with evenly distributed weight pockets and a removable cover.",
  ],
  [
    "Weighted Shoulder Wrap",
    "weighted-products",
    "34.99",
    "Teens & adults",
    "Drapes over the shoulders while reading, working or travelling.",
  ],
  [
    "Kids' Noise-Reducing Earmuffs",
    "noise-reduction",
    "19.99",
    "3-12",
    "Adjustable padded earmuffs for loud places such as assemblies and fireworks.",
  ],
  [
    "Low-Profile Noise-Reduction Earplugs",
    "noise-reduction",
    "24.99",
    "Teens & adults",
    "Reusable silicone earplugs that soften noise while keeping speech audible.",
  ],
  [
    "Over-Ear Hearing Protection",
    "noise-reduction",
    "29.99",
    "Teens & adults",
    "Foldable over-ear protection with soft cushions for long wear.",
  ],
  [
    "Picture Communication Card Set",
    "communication",
    "32.99",
    "3+",
    "Over 300 laminated picture cards for everyday words, feelings and places.",
  ],
  [
    "Recordable Talking Buttons (4-pack)",
    "communication",
    "27.99",
    "2+",
    "Record a word or phrase on each button; press to play it back.",
  ],
  [
    "First-Then Communication Board",
    "communication",
    "15.99",
    "3+",
    "A two-step board that shows what happens first and what comes next.",
  ],
  [
    "Magnetic Daily Visual Schedule",
    "visual-schedules",
    "24.99",
    "3-12",
    "Fridge-friendly schedule with 70 magnetic picture tiles for daily routines.",
  ],
  [
    "Visual Countdown Timer",
    "visual-schedules",
    "21.99",
    "3+",
    "Shows the time left as a shrinking coloured disc, with an optional soft chime.",
  ],
  [
    "Routine Chart with Picture Cards",
    "visual-schedules",
    "18.99",
    "4-10",
    "Morning, after-school and bedtime routines with reusable picture cards.",
  ],
  ["Silicone Pop Fidget", "fidgets", "6.99", "3+", "Quiet, washable push-and-pop fidget that fits in a pocket."],
  [
    "Stretchy String Fidgets (6-pack)",
    "fidgets",
    "8.99",
    "3+",
    "Soft stretchy strings to pull, twist and wrap during seated work.",
  ],
  [
    "Chewable Pendant Necklace",
    "fidgets",
    "12.99",
    "5+",
    "Food-grade silicone pendant on a breakaway cord for oral sensory needs.",
  ],
  ["Wobble Seat Cushion", "seating", "22.99", "5+", "An air-filled cushion that allows small movements while sitting."],
  [
    "Peanut Therapy Ball",
    "seating",
    "34.99",
    "3+",
    "A stable, peanut-shaped ball for bouncing, rolling and core play.",
  ],
  [
    "Sensory Compression Sleep Sheet",
    "sleep",
    "39.99",
    "4-12",
    "A stretchy sheet that fits over the mattress for snug, even pressure.",
  ],
  [
    "White Noise Sound Machine",
    "sleep",
    "29.99",
    "All ages",
    "Steady fan and nature sounds with a timer and adjustable volume.",
  ],
  [
    "Bedtime Routine Picture Cards",
    "sleep",
    "11.99",
    "3-8",
    "Step-by-step picture cards for brushing teeth, pajamas and lights out.",
  ],
  [
    "Medical ID Wristband",
    "safety",
    "16.99",
    "All ages",
    "Soft silicone band with an engraved plate for a name and emergency contact.",
  ],
  [
    "Door and Window Alarm Set (4-pack)",
    "safety",
    "25.99",
    "All ages",
    "Battery-powered chimes that sound when a door or window opens.",
  ],
  [
    "Personal GPS Locator Tag",
    "safety",
    "49.99",
    "All ages",
    "A small tag that clips to a belt or shoe and shares its location with caregivers.",
  ],
  [
    "Emotions Flip Book",
    "communication",
    "13.99",
    "4-10",
    "Illustrated faces and short prompts to name and talk about feelings.",
  ],
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = PRODUCT_SEEDS.map(
  ([name, category, price, ageRange, description], i) => {
    const slug = slugify(name);
    return {
      name,
      description,
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
