import type { ProductsContent } from "./products.ts";
import { S } from "./sources.ts";

export const productsEn: ProductsContent = {
  meta: {
    title: "Autism sensory products, with safety notes",
    description:
      "Sensory tools for autistic children and adults, by category and age: weighted items, noise reduction, fidgets and chewables, visual schedules, communication, sleep and safety, each with safety notes.",
  },
  eyebrow: "Sensory products",
  heading: "Autism sensory products",
  lead: "Sensory tools that many families and occupational therapists use: for calming, focus, communication, sleep and safety. Filter by category and age, and read the safety notes before you buy.",
  lastReviewed: "2026-11-22",
  disclosureTitle: "Affiliate disclosure",
  disclosure:
    "The product links on this page are affiliate links: if you buy something after following one, the retailer may pay ABA Atlas a commission, at no extra cost to you. We do not test these products, and listing one is not a medical recommendation. Prices are set by the retailer and may have changed.",
  filters: {
    heading: "Filter and sort",
    category: "Category",
    allCategories: "All categories",
    age: "Age",
    anyAge: "Any age",
    ageBands: {
      "under-3": "Under 3",
      "3-5": "3 to 5",
      "6-12": "6 to 12",
      "13-plus": "13 and up (teens and adults)",
    },
    sort: "Sort by",
    sorts: {
      featured: "Featured",
      "price-asc": "Price: low to high",
      "price-desc": "Price: high to low",
      name: "Name: A to Z",
    },
    apply: "Show products",
    clear: "Clear filters",
  },
  results: {
    heading: "Products",
    count: "Showing {shown} of {total} products",
    countOne: "Showing 1 of {total} products",
    emptyTitle: "No products match these filters",
    emptyText: "Try another category or age, or clear the filters to see every product.",
    catalogueEmpty: "There are no products in the catalogue yet. Please check back later.",
  },
  card: {
    price: "Price",
    ages: "Ages",
    noPrice: "See retailer",
    view: "View at retailer",
    safetyLink: "Safety notes",
  },
  ages: { plus: "{min} and up", range: "{min} to {max}", all: "All ages", teens: "Teens and adults", adults: "Adults" },
  safety: {
    heading: "Safety notes by category",
    intro:
      "Read these before you buy. They summarize public safety guidance and common occupational therapy (OT) practice; they do not replace advice from your child's doctor or OT.",
    general: [
      "We do not test these products. Follow the maker's age label and instructions.",
      "Sensory tools work best as part of a plan: an occupational therapist can suggest which tools fit your child and how to use them.",
      "Stop using anything that seems to distress your child, and check products regularly for wear.",
    ],
    selectedHeading: "Safety notes for this category",
    notes: {
      "weighted-products": {
        title: "Weighted blankets, lap pads and wraps",
        points: [
          "**Never** put a weighted blanket, sleeper, swaddle or any other weighted item on or near a sleeping baby. The American Academy of Pediatrics warns against it, and the CPSC knows of at least one infant death involving a weighted product. In 2024 several large retailers said they would stop selling weighted infant sleep products.",
          "There is no single official age cutoff for toddlers. Common advice is no weighted blankets under age 2, and some pediatricians advise no weighted products under age 3.",
          "A usual rule of thumb is about 10% of the child's body weight (some OTs say 10 to 15%). That is practice advice, not a regulation: ask an occupational therapist about the weight and how to use it.",
          "Your child must be able to take the item off alone. Children with developmental disabilities may not be able to show discomfort or push a weighted item away, so supervise its use.",
          "For calming during the day, OTs often suggest short periods of about 15 to 30 minutes, because the effect fades as the body adjusts.",
        ],
        sources: [S.manaAap, S.consumerReports, S.womans, S.nordonia, S.larkCenter, S.allForChildhood],
      },
      sleep: {
        title: "Sleep products",
        points: [
          "For babies, the American Academy of Pediatrics advises sleep on the back, on a firm, flat surface, with no pillows, blankets, bumpers or soft toys in the sleep area. Nothing weighted should be used for an infant.",
          "Compression sheets give snug, even pressure without added weight. They should be snug but still let you slide one or two fingers under the fabric, and your child must be able to move and get out freely.",
          "Keep sound machines at a low volume.",
          "If sleep is a persistent problem, talk with your child's doctor before relying on a product.",
        ],
        sources: [S.aapSafeSleep, S.manaAap, S.larkCenter],
      },
      "noise-reduction": {
        title: "Earmuffs, earplugs and headphones",
        points: [
          "Passive earmuffs lower all sounds and suit very loud events such as fireworks; active noise-cancelling headphones reduce background noise but keep speech.",
          "Use them for loud or overwhelming situations rather than all day, and talk with an occupational therapist if your child wants to wear them constantly.",
          "Headphones, especially with music, can hide hazards such as traffic: teach safety alongside the tool.",
          "Earplugs are small enough to be a choking hazard for young children.",
        ],
        sources: [S.divergentMinds, S.lifeOnAutism, S.cpscSmallParts],
      },
      fidgets: {
        title: "Fidgets and chewables",
        points: [
          "Toys for children under 3 may not contain small parts, because of the choking risk. Many fidgets, and the pieces that can break off them, are small: follow the age label and keep them away from babies and toddlers.",
          "Chewables should be made for chewing: durable and non-toxic. Check them often and replace them at the first sign of wear, cracks or tears, because worn pieces can break off.",
          "Supervise children wearing chew necklaces, choose a breakaway clasp, and take necklaces off for sleep.",
        ],
        sources: [S.cpscSmallParts, S.analyfe, S.chewables],
      },
      "sensory-toys": {
        title: "Sensory toys",
        points: [
          "Toys with small parts are not for children under 3, because of the choking risk: follow the age label.",
          "Check textured balls, discs and liquid toys regularly for tears, leaks or loose pieces.",
        ],
        sources: [S.cpscSmallParts],
      },
      "visual-schedules": {
        title: "Visual schedules and timers",
        points: [
          "Some schedules use small magnets. Swallowed magnets can attract each other inside the body and cause serious injury: keep loose magnets away from young children and get medical help at once if you think one was swallowed.",
          "Keep battery covers on timers closed; small button batteries are dangerous if swallowed.",
        ],
        sources: [S.poisonMagnets],
      },
      communication: {
        title: "Communication tools",
        points: [
          "Small cards and recordable buttons can be choking hazards for children under 3: check the age label.",
          "Communication tools support, but do not replace, a speech-language assessment. A speech-language pathologist can recommend a communication (AAC) system that fits your child.",
        ],
        sources: [S.cpscSmallParts],
      },
      seating: {
        title: "Seating and movement",
        points: [
          "Use therapy balls and wobble cushions on a flat, stable surface, with supervision, and stay within the maker's weight limit.",
          "Occupational therapists use equipment such as swings, trampolines and therapy balls for sensory regulation; ask an OT which activities suit your child.",
        ],
        sources: [S.coggleOt],
      },
      safety: {
        title: "Safety devices",
        points: [
          "Alarms, ID bands and locator tags can help, but they do not replace supervision.",
          "Test alarms and locators regularly and keep them charged; keep button batteries away from children.",
        ],
        sources: [],
      },
    },
  },
};
