/**
 * The language of what owners, visitors and sources write: listing descriptions, job postings,
 * reviews and owner responses, the guide pages' source titles. The product is authored in English
 * and these texts keep no language of their own, so they are marked lang="en" wherever they are
 * shown (WCAG 3.1.2: on a Spanish page a screen reader then reads them with English rules).
 * Content that stores its language (blog posts, contact messages) is marked with that instead.
 */
export const AUTHORED_LANGUAGE = "en";

/** The language to mark a stored text with: its own when it keeps one (reviews since migration 0029, owner responses since 0030), else English. */
export function textLanguage(stored: string | null | undefined): string {
  return stored ?? AUTHORED_LANGUAGE;
}
