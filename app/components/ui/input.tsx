import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldFrame, controlClasses, useFieldIds, type FieldProps } from "./field.tsx";

export interface InputProps extends Omit<ComponentPropsWithRef<"input">, "children">, FieldProps {
  /** Classes for the <input> itself (className styles the wrapper). */
  inputClassName?: string;
}

/** A labelled text input; description and error are announced through aria-describedby. */
export function Input({
  id,
  label,
  hideLabel,
  description,
  error,
  requiredMark,
  className,
  inputClassName,
  required,
  ...props
}: InputProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      requiredMark={requiredMark}
      className={className}
    >
      <input
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, "min-h-11 py-2", inputClassName)}
        {...props}
      />
    </FieldFrame>
  );
}
