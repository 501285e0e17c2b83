import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldFrame, controlClasses, useFieldIds, type FieldProps } from "./field.tsx";

export interface TextareaProps extends Omit<ComponentPropsWithRef<"textarea">, "children">, FieldProps {
  textareaClassName?: string;
}

/** A labelled multi-line input with description and error wiring. */
export function Textarea({
  id,
  label,
  hideLabel,
  description,
  error,
  requiredMark,
  className,
  textareaClassName,
  required,
  rows = 4,
  ...props
}: TextareaProps) {
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
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, "py-2.5 leading-normal", textareaClassName)}
        {...props}
      />
    </FieldFrame>
  );
}
