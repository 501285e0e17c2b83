/**
 * The NPPES Data Dissemination file layout (CMS "NPPES Data Dissemination – Readme", exhibits
 * 2-1 to 2-3): the columns the importer reads, by header name. Versions 1 and 2 carry the same
 * column names in the same order; version 2 (published since 24 Dec 2024, the only one since
 * 3 March 2026) only lengthens first-name and legal-business-name fields (70 → 100 characters).
 * So columns are found by name in either version, and the version is told by the file's name.
 */

export type NppesLayoutVersion = 1 | 2;

/** A needed column is absent: the file is refused, naming every missing column. */
export class NppesLayoutError extends Error {
  constructor(
    readonly file: string,
    readonly missing: string[],
  ) {
    super(`${file} lacks the column${missing.length === 1 ? "" : "s"} ${missing.map((m) => `"${m}"`).join(", ")}`);
    this.name = "NppesLayoutError";
  }
}

/** Taxonomy slots in the data file: Healthcare Provider Taxonomy Code_1 … _15. */
const TAXONOMY_SLOTS = 15;

function addressColumns(kind: "Mailing" | "Practice Location") {
  const lines = kind === "Mailing" ? "Business Mailing Address" : "Business Practice Location Address";
  return {
    line1: `Provider First Line ${lines}`,
    line2: `Provider Second Line ${lines}`,
    city: `Provider ${lines} City Name`,
    state: `Provider ${lines} State Name`,
    postalCode: `Provider ${lines} Postal Code`,
    countryCode: `Provider ${lines} Country Code (If outside U.S.)`,
    phone: `Provider ${lines} Telephone Number`,
    fax: `Provider ${lines} Fax Number`,
  };
}

const MAILING = addressColumns("Mailing");
const PRACTICE = addressColumns("Practice Location");

function taxonomyColumns(slot: number) {
  return {
    code: `Healthcare Provider Taxonomy Code_${slot}`,
    license: `Provider License Number_${slot}`,
    licenseState: `Provider License Number State Code_${slot}`,
    primary: `Healthcare Provider Primary Taxonomy Switch_${slot}`,
  };
}

const TAXONOMY_COLUMNS = Array.from({ length: TAXONOMY_SLOTS }, (_, i) => taxonomyColumns(i + 1));

/** The data file (npidata_pfile) columns an NppesProvider is made of. */
export const PROVIDER_COLUMNS = {
  npi: "NPI",
  entityType: "Entity Type Code",
  organizationName: "Provider Organization Name (Legal Business Name)",
  lastName: "Provider Last Name (Legal Name)",
  firstName: "Provider First Name",
  middleName: "Provider Middle Name",
  namePrefix: "Provider Name Prefix Text",
  nameSuffix: "Provider Name Suffix Text",
  credential: "Provider Credential Text",
  otherOrganizationName: "Provider Other Organization Name",
  otherOrganizationNameTypeCode: "Provider Other Organization Name Type Code",
  enumerationDate: "Provider Enumeration Date",
  lastUpdateDate: "Last Update Date",
  deactivationReasonCode: "NPI Deactivation Reason Code",
  deactivationDate: "NPI Deactivation Date",
  reactivationDate: "NPI Reactivation Date",
  soleProprietor: "Is Sole Proprietor",
  ...prefixKeys("mailing", MAILING),
  ...prefixKeys("practice", PRACTICE),
} as const;

type TaxonomySlot = ReturnType<typeof taxonomyColumns>;

export type ProviderColumns = Record<keyof typeof PROVIDER_COLUMNS, number> & {
  /** Column indexes of taxonomy slots 1 … 15. */
  taxonomies: Record<keyof TaxonomySlot, number>[];
};

/** Where each data file column an NppesProvider needs sits in `header` (or NppesLayoutError). */
export function resolveProviderColumns(header: readonly string[], file: string): ProviderColumns {
  const wanted: Record<string, string> = { ...PROVIDER_COLUMNS };
  TAXONOMY_COLUMNS.forEach((slot, i) => {
    for (const [key, name] of Object.entries(slot)) wanted[`taxonomy${i}.${key}`] = name;
  });
  const at = resolveColumns(header, wanted, file);
  const base = Object.fromEntries(Object.keys(PROVIDER_COLUMNS).map((key) => [key, at[key]!])) as Record<
    keyof typeof PROVIDER_COLUMNS,
    number
  >;
  const taxonomies = TAXONOMY_COLUMNS.map(
    (slot, i) =>
      Object.fromEntries(Object.keys(slot).map((key) => [key, at[`taxonomy${i}.${key}`]!])) as Record<
        keyof TaxonomySlot,
        number
      >,
  );
  return { ...base, taxonomies };
}

/** The Other Name Reference File (othername_pfile). */
export const OTHER_NAME_COLUMNS = {
  npi: "NPI",
  name: "Provider Other Organization Name",
  typeCode: "Provider Other Organization Name Type Code",
} as const;

/**
 * The Practice Location Reference File (pl_pfile). CMS's header text is irregular ("Address-
 * Address Line 1", "Address -  City Name", "Provider Practice Location Address - Fax Number");
 * names are compared without spaces and punctuation (normalizeHeaderName), so either spelling fits.
 */
export const SECONDARY_LOCATION_COLUMNS = {
  npi: "NPI",
  line1: "Provider Secondary Practice Location Address- Address Line 1",
  line2: "Provider Secondary Practice Location Address- Address Line 2",
  city: "Provider Secondary Practice Location Address - City Name",
  state: "Provider Secondary Practice Location Address - State Name",
  postalCode: "Provider Secondary Practice Location Address - Postal Code",
  countryCode: "Provider Secondary Practice Location Address - Country Code (If outside U.S.)",
  phone: "Provider Secondary Practice Location Address - Telephone Number",
  fax: "Provider Practice Location Address - Fax Number",
} as const;

function prefixKeys<P extends string, T extends Record<string, string>>(prefix: P, columns: T) {
  return Object.fromEntries(
    Object.entries(columns).map(([k, v]) => [`${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
  ) as { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
}

/** Header names compared case-, space- and punctuation-blind (CMS's spacing varies by file). */
export function normalizeHeaderName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Index of each wanted column in a header row, by name. Throws NppesLayoutError naming every
 * wanted column the header lacks.
 */
export function resolveColumns<K extends string>(
  header: readonly string[],
  wanted: Readonly<Record<K, string>>,
  file: string,
): Record<K, number> {
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    const key = normalizeHeaderName(name);
    if (!positions.has(key)) positions.set(key, i);
  });
  const out = {} as Record<K, number>;
  const missing: string[] = [];
  for (const key of Object.keys(wanted) as K[]) {
    const at = positions.get(normalizeHeaderName(wanted[key]));
    if (at === undefined) missing.push(wanted[key]);
    else out[key] = at;
  }
  if (missing.length > 0) throw new NppesLayoutError(file, missing);
  return out;
}

/** Version 1 was last published for files dated before this day (CMS NPI_Files page). */
const V1_RETIRED = "20260303";

/**
 * The layout version of a download, from its names (the zip's and the entry's): CMS marks the
 * version 2 bundles `_V2` (NPPES_Data_Dissemination_March_2026_V2.zip, …_Weekly_V2.zip), while
 * the CSV names inside carry no marker. Without a marker, the date range in the name decides:
 * a file ending on or after 3 March 2026 is version 2 (version 1 was withdrawn then), one ending
 * before 24 December 2024 is version 1; in the months when both were published an unmarked file
 * is version 1, the original. The header cannot tell: both versions name the same columns.
 */
export function detectLayoutVersion(names: readonly string[]): NppesLayoutVersion {
  if (names.some((name) => /(^|[^a-z0-9])v\.?2(?![0-9])/i.test(basename(name)))) return 2;
  const ends = names.flatMap((name) => {
    const range = /(\d{8})-(\d{8})/.exec(basename(name));
    return range ? [range[2]!] : [];
  });
  return ends.some((end) => end >= V1_RETIRED) ? 2 : 1;
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** MM/DD/YYYY (the file's dates) to YYYY-MM-DD; "" stays ""; anything else is kept as given. */
export function isoDate(value: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!m) return value;
  return `${m[3]}-${m[1]!.padStart(2, "0")}-${m[2]!.padStart(2, "0")}`;
}

/**
 * The full data file header in CMS order (330 columns, exhibit 2-1): the fixture builder and the
 * benchmark generator write it, so synthetic files look like real ones.
 * @internal Not used in production: the NPPES test fixture and the bench generator write with it.
 */
export function nppesDataFileHeader(): string[] {
  const head = [
    "NPI",
    "Entity Type Code",
    "Replacement NPI",
    "Employer Identification Number (EIN)",
    PROVIDER_COLUMNS.organizationName,
    PROVIDER_COLUMNS.lastName,
    PROVIDER_COLUMNS.firstName,
    PROVIDER_COLUMNS.middleName,
    PROVIDER_COLUMNS.namePrefix,
    PROVIDER_COLUMNS.nameSuffix,
    PROVIDER_COLUMNS.credential,
    PROVIDER_COLUMNS.otherOrganizationName,
    PROVIDER_COLUMNS.otherOrganizationNameTypeCode,
    "Provider Other Last Name",
    "Provider Other First Name",
    "Provider Other Middle Name",
    "Provider Other Name Prefix Text",
    "Provider Other Name Suffix Text",
    "Provider Other Credential Text",
    "Provider Other Last Name Type Code",
    ...Object.values(MAILING),
    ...Object.values(PRACTICE),
    PROVIDER_COLUMNS.enumerationDate,
    PROVIDER_COLUMNS.lastUpdateDate,
    PROVIDER_COLUMNS.deactivationReasonCode,
    PROVIDER_COLUMNS.deactivationDate,
    PROVIDER_COLUMNS.reactivationDate,
    "Provider Sex Code",
    "Authorized Official Last Name",
    "Authorized Official First Name",
    "Authorized Official Middle Name",
    "Authorized Official Title or Position",
    "Authorized Official Telephone Number",
  ];
  const taxonomies = TAXONOMY_COLUMNS.flatMap((slot) => [slot.code, slot.license, slot.licenseState, slot.primary]);
  const identifiers = Array.from({ length: 50 }, (_, i) => [
    `Other Provider Identifier_${i + 1}`,
    `Other Provider Identifier Type Code_${i + 1}`,
    `Other Provider Identifier State_${i + 1}`,
    `Other Provider Identifier Issuer_${i + 1}`,
  ]).flat();
  const tail = [
    PROVIDER_COLUMNS.soleProprietor,
    "Is Organization Subpart",
    "Parent Organization LBN",
    "Parent Organization TIN",
    "Authorized Official Name Prefix Text",
    "Authorized Official Name Suffix Text",
    "Authorized Official Credential Text",
    ...Array.from({ length: TAXONOMY_SLOTS }, (_, i) => `Healthcare Provider Taxonomy Group_${i + 1}`),
    "Certification Date",
  ];
  return [...head, ...taxonomies, ...identifiers, ...tail];
}

/**
 * The practice location reference file header in CMS's own spelling (irregular spaces included).
 * @internal Not used in production: the NPPES test fixture and the bench generator write with it.
 */
export function nppesSecondaryLocationHeader(): string[] {
  return [
    "NPI",
    "Provider Secondary Practice Location Address- Address Line 1",
    "Provider Secondary Practice Location Address-  Address Line 2",
    "Provider Secondary Practice Location Address - City Name",
    "Provider Secondary Practice Location Address - State Name",
    "Provider Secondary Practice Location Address - Postal Code",
    "Provider Secondary Practice Location Address - Country Code (If outside U.S.)",
    "Provider Secondary Practice Location Address - Telephone Number",
    "Provider Secondary Practice Location Address - Telephone Extension",
    "Provider Practice Location Address - Fax Number",
  ];
}

/**
 * The other name reference file header.
 * @internal Not used in production: the NPPES test fixture and the bench generator write with it.
 */
export function nppesOtherNameHeader(): string[] {
  return [OTHER_NAME_COLUMNS.npi, OTHER_NAME_COLUMNS.name, OTHER_NAME_COLUMNS.typeCode];
}
