import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormMessage, useFocusOnError } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";

/**
 * A POST form whose action answers with a FormState: the form-level error above it (role=alert,
 * or else an optional `notice`, role=status, in the same place), the browser's own validation
 * off so the server's messages are the ones shown, and focus on the first field in error after
 * a failed submission. A plain form POST, so it works without JavaScript.
 *
 * An error that is one field's own message (a wrong claim code) is shown once, under its field:
 * the field names it through aria-describedby and takes focus, so it is read out there.
 */
export function ActionForm({
  state,
  messageId,
  notice,
  action,
  className = "flex flex-col gap-5",
  children,
}: {
  state: FormState | undefined;
  /** Id of the message above the form (focused when no field is in error). */
  messageId: string;
  notice?: ReactNode;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  const formRef = useFocusOnError(state, messageId);
  const formError = formErrorAbove(state);
  return (
    <>
      {formError ? (
        <FormMessage kind="error" id={messageId}>
          {formError}
        </FormMessage>
      ) : notice ? (
        <FormMessage kind="success" id={messageId}>
          {notice}
        </FormMessage>
      ) : null}
      <Form method="post" action={action} noValidate ref={formRef} className={className}>
        {children}
      </Form>
    </>
  );
}

/** The form-level error, unless it repeats a field's message (then the field shows it). */
function formErrorAbove(state: FormState | undefined): string | undefined {
  const formError = state?.formError;
  if (!formError) return undefined;
  return Object.values(state.fields ?? {}).includes(formError) ? undefined : formError;
}

/**
 * Ties fields to the action's last answer, so each field's name is written once. `field(name)`
 * gives a field its name, the value typed back (else `fallback`) and its error message;
 * `secretField(name)` the same without a value: passwords are never typed back.
 *
 * The first field in error (in the order the form asks for them, which is the page's order) also
 * gets `autoFocus`: a form sent without JavaScript comes back with the caret in the first thing to
 * fix (audit issue 30, item 21). React only honours it when the field is first rendered, so with
 * JavaScript useFocusOnError stays in charge, and hydrating the served page moves nothing.
 */
export function formFields(state: FormState | undefined) {
  let focusGiven = false;
  const autoFocus = (name: string): true | undefined => {
    if (focusGiven || !state?.fields?.[name]) return undefined;
    focusGiven = true;
    return true;
  };
  return {
    field: (name: string, fallback = "") => ({
      name,
      defaultValue: state?.values?.[name] || fallback,
      error: state?.fields?.[name],
      autoFocus: autoFocus(name),
    }),
    secretField: (name: string) => ({ name, error: state?.fields?.[name], autoFocus: autoFocus(name) }),
  };
}
