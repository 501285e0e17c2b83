import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/** Shared look of text-like controls: 16px text (no zoom on phones), 44px high, a 3:1 border. */
export const controlClasses =
  "block w-full rounded-lg border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted " +
  "transition-colors disabled:cursor-not-allowed disabled:opacity-60 " +
  "aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export interface FieldIds {
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** Value for aria-describedby (description, then error), or undefined. */
  describedBy: string | undefined;
}

/** Ids that wire a control to its label, description and error message. */
function useFieldIds(id: string | undefined, hasDescription: boolean, hasError: boolean): FieldIds {
  const auto = useId();
  const controlId = id ?? auto;
  const descriptionId = hasDescription ? `${controlId}-description` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, descriptionId, errorId, describedBy };
}

export interface FieldProps {
  label: ReactNode;
  /** Keep the label for screen readers only (the control must still be clearly labelled visually). */
  hideLabel?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Text after the label of a required field, e.g. "(required)"; defaults to a visual asterisk. */
  requiredMark?: ReactNode;
  className?: string;
}

/**
 * The wiring every field component shares: splits its props into the frame's (label,
 * description, error…), the attributes that tie the control to them (id, required,
 * aria-invalid, aria-describedby) and the rest, which go on the control as they are.
 */
export function useField<P extends FieldProps & { id?: string }>(props: P) {
  const { id, label, hideLabel, description, error, required, requiredMark, className, ...controlRest } = props;
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return {
    frame: { ids, label, hideLabel, description, error, required, requiredMark, className },
    control: {
      id: ids.controlId,
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": ids.describedBy,
    },
    controlRest,
  };
}

/** Label, optional description, control and error message, stacked. */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  description,
  error,
  required,
  requiredMark,
  className,
  children,
}: FieldProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={ids.controlId} className={cn("text-sm font-semibold text-fg", hideLabel && "sr-only")}>
        {label}
        {required ? (
          <span className="ms-1 text-danger">{requiredMark ?? <span aria-hidden="true">*</span>}</span>
        ) : null}
      </label>
      {description ? (
        <p id={ids.descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
