import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldFrame, controlClasses, useField, type FieldProps } from "./field.tsx";

export interface InputProps extends Omit<ComponentPropsWithRef<"input">, "children">, FieldProps {
  /** Classes for the <input> itself (className styles the wrapper). */
  inputClassName?: string;
}

/** A labelled text input; description and error are announced through aria-describedby. */
export function Input({ inputClassName, ...props }: InputProps) {
  const { frame, control, controlRest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={cn(controlClasses, "min-h-11 py-2", inputClassName)} {...controlRest} />
    </FieldFrame>
  );
}
