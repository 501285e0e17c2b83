/** Service values (spec section 3). */
export const SERVICES = [
  "ABA Center",
  "ABA Therapy",
  "Adult Autism",
  "Autism Diagnosis",
  "Autism Testing",
  "Autism Therapy",
  "Behavior Analysis",
  "Behavior Therapy",
  "Cognitive Behavioral Therapy",
  "Early Intervention",
  "Pediatric Therapy",
  "Speech Therapy",
  "Telehealth & Remote Services",
] as const;
export type Service = (typeof SERVICES)[number];

/** Footer category links (spec section 2). */
export const FOOTER_SERVICE_LINKS: readonly Service[] = [
  "ABA Therapy",
  "Autism Diagnosis",
  "Early Intervention",
  "Behavior Therapy",
  "Behavior Analysis",
  "Telehealth & Remote Services",
];

/** Beyond-the-spec listing attributes. */
export const CARE_SETTINGS = ["center", "in-home", "school", "telehealth"] as const;
export type CareSetting = (typeof CARE_SETTINGS)[number];

export const FUNDING_SOURCES = ["medicaid", "waiver", "private-pay"] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** ISO 639-1 codes of languages a provider's staff may speak. */
export const SERVICE_LANGUAGES = ["en", "es", "zh", "vi", "ko", "ar", "ru", "tl", "fr", "pt", "ht", "asl"] as const;
export type ServiceLanguage = (typeof SERVICE_LANGUAGES)[number];
