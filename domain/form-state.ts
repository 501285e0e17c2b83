/**
 * What a form page's action answers with: the form shown again with its messages (built from a
 * use case's error by server/errors.ts), or the form done with a notice.
 */
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
