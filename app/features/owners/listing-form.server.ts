/** The listing form's data on the server: reading a submission, and a stored listing's values. */
import { listingFormValues } from "@server/owners/listing-for-edit.server.ts";
import { MULTI_FIELDS } from "./listing-form-values.ts";

/** A submission: one string per field, a list for multi-choice fields (server/owners/listing-input.ts). */
type ListingValues = Record<string, string | string[] | undefined>;

/** The submission for the use case (lists for multi-choice fields) and the values to type back. */
export async function readListingForm(
  request: Request,
): Promise<{ values: ListingValues; typedBack: Record<string, string> }> {
  const form = await request.formData();
  const values: ListingValues = {};
  const typedBack: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    const multi = (MULTI_FIELDS as readonly string[]).includes(key);
    values[key] = multi ? all : all[0];
    typedBack[key] = multi ? all.join("\n") : (all[0] ?? "");
  }
  return { values, typedBack };
}

export { listingFormValues };
