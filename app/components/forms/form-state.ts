/** What an account page's action answers with when the form must be shown again. */
export interface FormState {
  /** Shown above the form (role=alert). */
  formError?: string;
  /** Message per field name, already translated. */
  fields?: Record<string, string>;
  /** Values to type back into the form; never passwords. */
  values?: Record<string, string>;
  /** A success message (role=status). */
  notice?: string;
  done?: boolean;
}
