import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldFrame, controlClasses, useField, type FieldProps } from "./field.tsx";

export interface TextareaProps extends Omit<ComponentPropsWithRef<"textarea">, "children">, FieldProps {
  textareaClassName?: string;
}

/** A labelled multi-line input with description and error wiring. */
export function Textarea({ textareaClassName, rows = 4, ...props }: TextareaProps) {
  const { frame, control, controlRest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        rows={rows}
        className={cn(controlClasses, "py-2.5 leading-normal", textareaClassName)}
        {...controlRest}
      />
    </FieldFrame>
  );
}
