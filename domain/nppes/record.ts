/**
 * One provider as the NPI registry (NPPES) publishes it, read from a row of npidata_pfile
 * (server/nppes reads the file; domain/nppes/map-provider.ts turns it into listings). Values are
 * the file's text, trimmed; a blank cell is "". Dates are ISO (YYYY-MM-DD) or "".
 */
export interface NppesAddress {
  line1: string;
  line2: string;
  city: string;
  /** Two letters for US addresses; foreign addresses may hold anything. */
  state: string;
  /** 5 or 9 digits for US addresses. */
  postalCode: string;
  /** "US" for US addresses. */
  countryCode: string;
  phone: string;
  fax: string;
}

export interface NppesTaxonomy {
  code: string;
  license: string;
  licenseState: string;
  primary: boolean;
}

export interface NppesProvider {
  npi: string;
  /** 1 individual, 2 organisation; null on a deactivated NPI's row (CMS blanks it). */
  entityType: 1 | 2 | null;
  organizationName: string;
  lastName: string;
  firstName: string;
  middleName: string;
  namePrefix: string;
  nameSuffix: string;
  credential: string;
  /** Provider Other Organization Name and its type code ("3" is "doing business as"). */
  otherOrganizationName: string;
  otherOrganizationNameTypeCode: string;
  /** The business practice location: the only address patients are sent to. */
  practice: NppesAddress;
  /** Read so tests can prove it is never used for a place. */
  mailing: NppesAddress;
  enumerationDate: string;
  lastUpdateDate: string;
  deactivationDate: string;
  deactivationReasonCode: string;
  reactivationDate: string;
  soleProprietor: string;
  /** Taxonomy codes 1…15 that are not blank, in file order. */
  taxonomies: NppesTaxonomy[];
}

/** Another name of a provider (othername_pfile): type "3" is the "doing business as" name. */
export interface NppesOtherName {
  npi: string;
  name: string;
  typeCode: string;
}

/** A secondary practice location (pl_pfile). */
export interface NppesSecondaryLocation {
  npi: string;
  address: NppesAddress;
}

/** What a listing keeps of its registry record beyond its own columns (listings.registry_record). */
export interface RegistryRecord {
  /** Provider Credential Text as published, e.g. "BCBA, LBA". */
  credential: string | null;
  licenses: { code: string; number: string; state: string }[];
  taxonomyCodes: string[];
  primaryTaxonomy: string | null;
  enumerationDate: string | null;
  /** The registry's "Last Update Date" for this NPI. */
  lastUpdateDate: string | null;
  /** The legal name when the listing shows a "doing business as" name. */
  legalName: string | null;
  /** Why the NPI was deactivated (the registry's code), kept for admins. */
  deactivationReasonCode: string | null;
}
