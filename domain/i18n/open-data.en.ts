/** English texts of the HSDS open data (docs/open-data.md), spread into en.ts. */
export const openDataEn = {
  "apiMessage.dataPackageBuilding":
    "The data package is being prepared. Try again in a minute (see the Retry-After header).",
} as const;
