/** The public NPI Registry's page for one NPI (CMS), where a visitor can check the record themselves. */
export function npiRegistryUrl(npi: string): string {
  return `https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(npi)}`;
}
