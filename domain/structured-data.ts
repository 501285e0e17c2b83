/**
 * Schema.org JSON-LD, built one way for every page (listing, state, city, search, home, blog
 * article): pages compose these nodes and `jsonLd()` wraps them for the <head>.
 */
type Node = Record<string, unknown>;

/** One node with its "@context", or several in an "@graph". */
export function jsonLd(...nodes: Node[]): Node {
  return nodes.length === 1
    ? { "@context": "https://schema.org", ...nodes[0] }
    : { "@context": "https://schema.org", "@graph": nodes };
}

/** The first entries of a list page, in order (url already absolute). */
export function itemList(
  name: string,
  numberOfItems: number,
  items: ReadonlyArray<{ url: string; name: string }>,
): Node {
  return {
    "@type": "ItemList",
    name,
    numberOfItems,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, url: item.url, name: item.name })),
  };
}

/** The page's trail from the home page (urls already absolute). */
export function breadcrumbList(crumbs: ReadonlyArray<{ name: string; url: string }>): Node {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A job posting (Google's JobPosting fields); urls absolute, dates ISO. */
export function jobPosting(job: {
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  organization: { name: string; url: string };
  address: { street: string | null; city: string; state: string; zip: string | null };
  pay: { min: number | null; max: number | null; unit: "HOUR" | "YEAR" } | null;
}): Node {
  const { pay, address } = job;
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { "@type": "Organization", name: job.organization.name, sameAs: job.organization.url },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(address.street ? { streetAddress: address.street } : {}),
        addressLocality: address.city,
        addressRegion: address.state,
        ...(address.zip ? { postalCode: address.zip } : {}),
        addressCountry: "US",
      },
    },
    ...(pay && (pay.min !== null || pay.max !== null)
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              ...(pay.min !== null ? { minValue: pay.min } : {}),
              ...(pay.max !== null ? { maxValue: pay.max } : {}),
              unitText: pay.unit,
            },
          },
        }
      : {}),
  };
}
